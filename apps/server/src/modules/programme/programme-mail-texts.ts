import type { Locale } from "@congres/shared";

/**
 * The placement e-mail to a speaker (issue #24 §2), in the three languages of the delegates'
 * mails. `{…}` are filled by programme-mails.ts; a line whose value is empty is left out.
 */
export type PlacementTexts = {
  subject: { placed: string; moved: string };
  heading: { placed: string; moved: string };
  intro: { placed: string; moved: string };
  labels: { session: string; day: string; time: string; room: string; board: string };
  closing: string;
  /** BCP 47 tag for the day's name and date. */
  dateLocale: string;
};

const fr: PlacementTexts = {
  subject: {
    placed: "{congres} – Votre présentation {reference} au programme",
    moved: "{congres} – Votre présentation {reference} change de place au programme",
  },
  heading: {
    placed: "Votre présentation au programme",
    moved: "Votre présentation change de place",
  },
  intro: {
    placed:
      "Bonjour {prenom} {nom},\n\nVotre résumé « {titre} » ({reference}) est au programme du {congres} :",
    moved:
      "Bonjour {prenom} {nom},\n\nLe programme du {congres} a changé : votre résumé « {titre} » ({reference}) est désormais présenté ici :",
  },
  labels: { session: "Session", day: "Jour", time: "Heure", room: "Salle", board: "Panneau" },
  closing:
    "Merci de vous présenter dans la salle dix minutes avant le début de la session.\n\nLe comité d'organisation",
  dateLocale: "fr-FR",
};

const en: PlacementTexts = {
  subject: {
    placed: "{congres} – Your presentation {reference} in the programme",
    moved: "{congres} – Your presentation {reference} has moved in the programme",
  },
  heading: {
    placed: "Your presentation in the programme",
    moved: "Your presentation has moved",
  },
  intro: {
    placed:
      "Dear {prenom} {nom},\n\nYour abstract “{titre}” ({reference}) is in the programme of {congres}:",
    moved:
      "Dear {prenom} {nom},\n\nThe programme of {congres} has changed: your abstract “{titre}” ({reference}) is now presented here:",
  },
  labels: { session: "Session", day: "Day", time: "Time", room: "Room", board: "Board" },
  closing:
    "Please be in the room ten minutes before the session starts.\n\nThe organising committee",
  dateLocale: "en-GB",
};

const ar: PlacementTexts = {
  subject: {
    placed: "{congres} – عرضكم {reference} في البرنامج",
    moved: "{congres} – تغيّر موعد أو مكان عرضكم {reference} في البرنامج",
  },
  heading: {
    placed: "عرضكم في البرنامج",
    moved: "تغيّر موعد أو مكان عرضكم",
  },
  intro: {
    placed: "{prenom} {nom}،\n\nملخّصكم «{titre}» ({reference}) مدرج في برنامج {congres}:",
    moved:
      "{prenom} {nom}،\n\nتغيّر برنامج {congres}: يُقدَّم ملخّصكم «{titre}» ({reference}) من الآن فصاعدًا في:",
  },
  labels: { session: "الجلسة", day: "اليوم", time: "الساعة", room: "القاعة", board: "اللوحة" },
  closing: "يُرجى الحضور إلى القاعة قبل بدء الجلسة بعشر دقائق.\n\nاللجنة المنظِّمة",
  dateLocale: "ar-MA-u-nu-latn",
};

export const PLACEMENT_TEXTS: Record<Locale, PlacementTexts> = { fr, en, ar };

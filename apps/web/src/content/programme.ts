import { PEOPLE as P } from "./programme-people.ts";
import type { ProgrammeDay, ProgrammeSlot } from "./programme-types.ts";

const coffee: ProgrammeSlot = {
  time: "10:30 - 11:00",
  kind: "break",
  sessions: [{ title: "Pause café", venue: "hall" }],
};
const lunch: ProgrammeSlot = {
  time: "13:00 - 14:30",
  kind: "break",
  sessions: [{ title: "Déjeuner", venue: "restaurant" }],
};

/** The three days of the congress (§2 Programme page). Edit here; the page follows. */
export const PROGRAMME: ProgrammeDay[] = [
  {
    dayIndex: 0,
    heading: "Jour 1 — Ouverture et état des lieux",
    slots: [
      {
        time: "08:00 - 09:00",
        kind: "break",
        sessions: [
          {
            title: "Accueil et inscriptions",
            subtitle: "Retrait des badges et des documents du congrès",
            venue: "hall",
          },
        ],
      },
      {
        time: "09:00 - 09:45",
        sessions: [
          {
            title: "Cérémonie d'ouverture",
            subtitle: "Allocutions des organisateurs et des partenaires institutionnels",
            moderators: [P.chraibi],
            venue: "amphi",
          },
        ],
      },
      {
        time: "09:45 - 10:30",
        sessions: [
          {
            title: "Conférence inaugurale",
            subtitle: "La santé sexuelle des femmes en Afrique : état des lieux et perspectives",
            speakers: [P.benali],
            moderators: [P.mensah],
            venue: "amphi",
          },
        ],
      },
      coffee,
      {
        time: "11:00 - 13:00",
        sessions: [
          {
            title: "Session parallèle A — Grossesses non désirées",
            subtitle: "Contraception, accès aux services et accompagnement des adolescentes",
            speakers: [P.diallo, P.tazi],
            moderators: [P.benali],
            venue: "jay",
          },
          {
            title: "Session parallèle B — IST et VIH",
            subtitle: "Dépistage, prévention combinée et prise en charge des femmes",
            speakers: [P.nkurunziza, P.kone],
            moderators: [P.elidrissi],
            venue: "ibnRochd",
          },
        ],
      },
      lunch,
      {
        time: "14:30 - 16:00",
        sessions: [
          {
            title: "Table ronde",
            subtitle: "Violences sexuelles : du repérage à la prise en charge pluridisciplinaire",
            moderators: [P.haddad],
            panel: [P.mbeki, P.ouedraogo, P.chraibi, P.diallo],
            venue: "amphi",
          },
        ],
      },
      {
        time: "16:00 - 17:30",
        sessions: [
          {
            title: "Communications orales libres",
            subtitle: "Présentation des travaux sélectionnés par le comité scientifique",
            moderators: [P.kone, P.tazi],
            venue: "amphi",
          },
        ],
      },
    ],
  },
  {
    dayIndex: 1,
    heading: "Jour 2 — Innovations scientifiques et soins",
    slots: [
      {
        time: "09:00 - 10:30",
        sessions: [
          {
            title: "Conférence plénière",
            subtitle: "Cancer du col de l'utérus : vaccination HPV et dépistage innovant",
            speakers: [P.okafor],
            moderators: [P.benali],
            venue: "amphi",
          },
        ],
      },
      coffee,
      {
        time: "11:00 - 13:00",
        sessions: [
          {
            title: "Atelier pratique — Consultation en sexologie",
            subtitle: "Entretien clinique, outils d'évaluation et orientation",
            speakers: [P.chraibi, P.mensah],
            venue: "jay",
          },
          {
            title: "Atelier pratique — Santé numérique",
            subtitle: "Télémédecine et applications mobiles au service de la santé sexuelle",
            speakers: [P.kone],
            moderators: [P.diallo],
            venue: "ibnRochd",
          },
        ],
      },
      lunch,
      {
        time: "14:30 - 16:00",
        sessions: [
          {
            title: "Symposium",
            subtitle: "Dysfonctions sexuelles féminines : approches médicales et psychologiques",
            speakers: [P.haddad, P.elidrissi],
            moderators: [P.mensah],
            venue: "amphi",
          },
        ],
      },
      {
        time: "16:00 - 17:30",
        sessions: [
          {
            title: "Session posters",
            subtitle: "Visite commentée des posters en présence des auteurs",
            moderators: [P.tazi],
            venue: "hall",
          },
        ],
      },
      {
        time: "20:00",
        kind: "break",
        sessions: [
          {
            title: "Dîner de gala",
            subtitle: "Sur invitation, pour les participants inscrits",
            venue: "gala",
          },
        ],
      },
    ],
  },
  {
    dayIndex: 2,
    heading: "Jour 3 — Recherche, politiques et clôture",
    slots: [
      {
        time: "09:00 - 10:30",
        sessions: [
          {
            title: "Conférence plénière",
            subtitle: "Recherche et politiques publiques en santé sexuelle et reproductive",
            speakers: [P.ouedraogo],
            moderators: [P.okafor],
            venue: "amphi",
          },
        ],
      },
      coffee,
      {
        time: "11:00 - 12:30",
        sessions: [
          {
            title: "Session parallèle C — Formation des professionnels",
            subtitle: "Intégrer la sexologie dans les cursus médicaux et paramédicaux",
            speakers: [P.tazi, P.chraibi],
            moderators: [P.haddad],
            venue: "jay",
          },
          {
            title: "Session parallèle D — Populations vulnérables",
            subtitle: "Femmes migrantes, milieu rural et situations de handicap",
            speakers: [P.mbeki, P.nkurunziza],
            moderators: [P.kone],
            venue: "ibnRochd",
          },
        ],
      },
      {
        time: "12:30 - 13:30",
        sessions: [
          {
            title: "Remise des prix et cérémonie de clôture",
            subtitle: "Prix de la meilleure communication orale et du meilleur poster",
            moderators: [P.benali, P.elidrissi],
            venue: "amphi",
          },
        ],
      },
      {
        time: "13:30 - 15:00",
        kind: "break",
        sessions: [{ title: "Déjeuner de clôture", venue: "restaurant" }],
      },
    ],
  },
];

import type { ProgrammeSlot } from "../programme-types.ts";
import { PEOPLE as P } from "./programme-people.ts";

type French = typeof import("../programme.ts");

const coffee: ProgrammeSlot = {
  time: "10:30 - 11:00",
  kind: "break",
  sessions: [{ title: "Coffee break", venue: "hall" }],
};
const lunch: ProgrammeSlot = {
  time: "13:00 - 14:30",
  kind: "break",
  sessions: [{ title: "Lunch", venue: "restaurant" }],
};

/** The programme in English: the same slots, rooms and people as the French one. */
export const PROGRAMME: French["PROGRAMME"] = [
  {
    dayIndex: 0,
    heading: "Day 1 — Opening and current situation",
    slots: [
      {
        time: "08:00 - 09:00",
        kind: "break",
        sessions: [
          {
            title: "Welcome and registration",
            subtitle: "Collection of badges and congress materials",
            venue: "hall",
          },
        ],
      },
      {
        time: "09:00 - 09:45",
        sessions: [
          {
            title: "Opening ceremony",
            subtitle: "Addresses by the organisers and institutional partners",
            moderators: [P.chraibi],
            venue: "amphi",
          },
        ],
      },
      {
        time: "09:45 - 10:30",
        sessions: [
          {
            title: "Opening lecture",
            subtitle: "Women's sexual health in Africa: current situation and outlook",
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
            title: "Parallel session A — Unintended pregnancy",
            subtitle: "Contraception, access to services and support for adolescent girls",
            speakers: [P.diallo, P.tazi],
            moderators: [P.benali],
            venue: "jay",
          },
          {
            title: "Parallel session B — STIs and HIV",
            subtitle: "Testing, combination prevention, and treatment and care for women",
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
            title: "Round table",
            subtitle: "Sexual violence: from identification to multidisciplinary care",
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
            title: "Free oral presentations",
            subtitle: "Presentation of the work selected by the Scientific Committee",
            moderators: [P.kone, P.tazi],
            venue: "amphi",
          },
        ],
      },
    ],
  },
  {
    dayIndex: 1,
    heading: "Day 2 — Scientific innovations and care",
    slots: [
      {
        time: "09:00 - 10:30",
        sessions: [
          {
            title: "Plenary lecture",
            subtitle: "Cervical cancer: HPV vaccination and innovative screening",
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
            title: "Hands-on workshop — The sexology consultation",
            subtitle: "Clinical interview, assessment tools and referral",
            speakers: [P.chraibi, P.mensah],
            venue: "jay",
          },
          {
            title: "Hands-on workshop — Digital health",
            subtitle: "Telemedicine and mobile apps for sexual health",
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
            subtitle: "Female sexual dysfunction: medical and psychological approaches",
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
            title: "Poster session",
            subtitle: "Guided poster tour with the authors",
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
            title: "Gala dinner",
            subtitle: "By invitation, for registered participants",
            venue: "gala",
          },
        ],
      },
    ],
  },
  {
    dayIndex: 2,
    heading: "Day 3 — Research, policy and closing",
    slots: [
      {
        time: "09:00 - 10:30",
        sessions: [
          {
            title: "Plenary lecture",
            subtitle: "Research and public policy in sexual and reproductive health",
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
            title: "Parallel session C — Training of professionals",
            subtitle: "Making sexology part of medical and allied health curricula",
            speakers: [P.tazi, P.chraibi],
            moderators: [P.haddad],
            venue: "jay",
          },
          {
            title: "Parallel session D — Vulnerable populations",
            subtitle: "Migrant women, rural areas and women with disabilities",
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
            title: "Awards and closing ceremony",
            subtitle: "Prizes for the best oral presentation and the best poster",
            moderators: [P.benali, P.elidrissi],
            venue: "amphi",
          },
        ],
      },
      {
        time: "13:30 - 15:00",
        kind: "break",
        sessions: [{ title: "Closing lunch", venue: "restaurant" }],
      },
    ],
  },
];

import { edition } from "../../lib/edition.ts";

type French = typeof import("../legal.ts");
type LegalSection = French["CGU_SECTIONS"][number];

const { legal, contact } = edition;
const site = edition.siteUrl.replace(/^https?:\/\//, "");

/** Said first on each translated legal page: the French text is the one that binds. */
const BINDING_VERSION =
  "This English translation is provided for information only. The French version of this document is the only legally binding version; in case of any discrepancy, the French version prevails.";

const editorParagraphs = [
  `The website ${site} is published by the Association Marocaine de Sexologie, a non-profit association with its registered office in Casablanca, Morocco.`,
  "Publication director: the President of the Association Marocaine de Sexologie.",
  `Contact: ${contact.email} — phone: ${contact.phone}.`,
];

const hostParagraph = `The website is hosted by ${legal.host.name}, ${legal.host.address} (${legal.host.website}).`;

/** The sections of both legal pages, as in the French module; `purpose` differs between them. */
function legalSections(purpose: string[]): LegalSection[] {
  return [
    {
      id: "preambule",
      title: "Preamble",
      paragraphs: [
        BINDING_VERSION,
        `This document applies to the website of the 1st Pan-African Congress of Sexology and Sexual Health (${edition.shortName}). By browsing the website, users accept the provisions below without reservation.`,
        ...editorParagraphs,
        hostParagraph,
      ],
    },
    {
      id: "definitions",
      title: "Definitions",
      paragraphs: [
        '"Website": all the pages accessible at the address above. "Publisher": the association named in the preamble. "User": any person who visits the website or sends a form through it. "Content": the texts, images, logos, programmes and documents published on the website.',
      ],
    },
    { id: "objet", title: "Purpose", paragraphs: purpose },
    {
      id: "acces",
      title: "Access to the website",
      paragraphs: [
        "The website is available free of charge to any user with Internet access. Access and equipment costs are borne by the user.",
        "The publisher endeavours to keep the website continuously available but may interrupt access for maintenance or in the event of force majeure, without incurring any liability.",
      ],
    },
    {
      id: "propriete-intellectuelle",
      title: "Intellectual property",
      paragraphs: [
        "The content of the website is protected by intellectual property law. Any reproduction, representation or distribution, in whole or in part, without the publisher's written permission is prohibited.",
        "Submitted abstracts and posters remain the property of their authors, who authorise the publisher to publish them as part of the congress if they are accepted.",
      ],
    },
    {
      id: "obligations",
      title: "User obligations",
      paragraphs: [
        "Users undertake to provide accurate information in the registration, submission and contact forms, and to submit only work of which they are the authors or for which they hold the rights.",
        "Users shall refrain from any action likely to disrupt the operation of the website or compromise its security.",
      ],
    },
    {
      id: "responsabilite",
      title: "Liability",
      paragraphs: [
        "The information published (programme, speakers, venues, times) is given for guidance only and may change. The publisher cannot be held liable for any error or omission, or for any damage resulting from the use of the website.",
      ],
    },
    {
      id: "liens",
      title: "Hyperlinks",
      paragraphs: [
        "The website may contain links to third-party websites (maps, partners). The publisher has no control over these websites and accepts no liability for their content.",
        "Any link to this website requires the publisher's prior permission.",
      ],
    },
    {
      id: "modifications",
      title: "Changes",
      paragraphs: [
        "The publisher may amend this document at any time; the version in force is the one published on the website. Last updated: 1 September 2025.",
      ],
    },
    {
      id: "droit-applicable",
      title: "Governing law",
      paragraphs: [
        "This document is governed by French law. Any dispute concerning its interpretation or performance shall, failing an amicable settlement, fall within the jurisdiction of the competent French courts.",
      ],
    },
  ];
}

export const CGU_SECTIONS: French["CGU_SECTIONS"] = legalSections([
  "These terms of use govern the use of the congress website.",
  "The website allows users to consult the congress programme and themes, to submit scientific work (abstracts and posters), to register for the congress and to contact the organisers.",
]);

export const LEGAL_NOTICE_SECTIONS: French["LEGAL_NOTICE_SECTIONS"] = legalSections([
  "This legal notice identifies the publisher and the host of the website and sets out the conditions under which its content may be used.",
  "Data sent through the forms is used solely to organise the congress; users may request access to, correction or deletion of their data by writing to the contact address.",
]);

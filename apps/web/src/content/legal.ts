import { edition } from "../lib/edition.ts";

/** A section of a legal page: a heading and its paragraphs. */
export type LegalSection = { id: string; title: string; paragraphs: string[] };

const { legal, contact } = edition;
const site = edition.siteUrl.replace(/^https?:\/\//, "");

const editorParagraphs = [
  `Le site ${site} est édité par ${legal.editor}, dont le siège est situé à ${legal.editorAddress}.`,
  `Directeur de la publication : ${legal.publicationDirector}.`,
  `Contact : ${contact.email} — téléphone : ${contact.phone}.`,
];

const hostParagraph = `Le site est hébergé par ${legal.host.name}, ${legal.host.address} (${legal.host.website}).`;

/** The sections §2 lists, shared by both legal pages; `purpose` differs between them. */
function legalSections(purpose: string[]): LegalSection[] {
  return [
    {
      id: "preambule",
      title: "Préambule",
      paragraphs: [
        `Le présent document s'applique au site du ${edition.name} (${edition.shortName}). En naviguant sur le site, l'utilisateur accepte sans réserve les dispositions ci-dessous.`,
        ...editorParagraphs,
        hostParagraph,
      ],
    },
    {
      id: "definitions",
      title: "Définitions",
      paragraphs: [
        "« Site » : l'ensemble des pages accessibles à l'adresse ci-dessus. « Éditeur » : l'association désignée au préambule. « Utilisateur » : toute personne qui consulte le site ou y envoie un formulaire. « Contenus » : les textes, images, logos, programmes et documents publiés sur le site.",
      ],
    },
    { id: "objet", title: "Objet", paragraphs: purpose },
    {
      id: "acces",
      title: "Accès au site",
      paragraphs: [
        "Le site est accessible gratuitement à tout utilisateur disposant d'un accès à Internet. Les frais d'accès et d'équipement restent à sa charge.",
        "L'éditeur s'efforce d'assurer un accès continu au site mais peut l'interrompre pour maintenance ou en cas de force majeure, sans que sa responsabilité puisse être engagée.",
      ],
    },
    {
      id: "propriete-intellectuelle",
      title: "Propriété intellectuelle",
      paragraphs: [
        "Les contenus du site sont protégés par le droit de la propriété intellectuelle. Toute reproduction, représentation ou diffusion, totale ou partielle, sans l'autorisation écrite de l'éditeur est interdite.",
        "Les résumés et posters soumis restent la propriété de leurs auteurs, qui autorisent l'éditeur à les publier dans le cadre du congrès s'ils sont retenus.",
      ],
    },
    {
      id: "obligations",
      title: "Obligations de l'utilisateur",
      paragraphs: [
        "L'utilisateur s'engage à fournir des informations exactes dans les formulaires d'inscription, de soumission et de contact, et à ne soumettre que des travaux dont il est l'auteur ou pour lesquels il dispose des droits.",
        "Il s'interdit toute action susceptible de perturber le fonctionnement du site ou d'en compromettre la sécurité.",
      ],
    },
    {
      id: "responsabilite",
      title: "Responsabilité",
      paragraphs: [
        "Les informations publiées (programme, intervenants, lieux, horaires) sont données à titre indicatif et peuvent évoluer. L'éditeur ne saurait être tenu responsable d'une erreur ou d'une omission, ni des dommages résultant de l'utilisation du site.",
      ],
    },
    {
      id: "liens",
      title: "Liens hypertextes",
      paragraphs: [
        "Le site peut contenir des liens vers des sites tiers (cartes, partenaires). L'éditeur n'exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu.",
        "Tout lien vers le présent site doit faire l'objet d'une autorisation préalable de l'éditeur.",
      ],
    },
    {
      id: "modifications",
      title: "Modifications",
      paragraphs: [
        `L'éditeur peut modifier le présent document à tout moment ; la version en vigueur est celle publiée sur le site. Dernière mise à jour : ${legal.lastUpdated}.`,
      ],
    },
    {
      id: "droit-applicable",
      title: "Droit applicable",
      paragraphs: [
        "Le présent document est régi par le droit français. Tout litige relatif à son interprétation ou à son exécution relève, à défaut d'accord amiable, des juridictions françaises compétentes.",
      ],
    },
  ];
}

export const CGU_SECTIONS = legalSections([
  "Les présentes conditions générales d'utilisation (CGU) encadrent l'utilisation du site du congrès.",
  "Le site permet de consulter le programme et les thématiques du congrès, de soumettre des travaux scientifiques (résumés et posters) et de s'inscrire au congrès, ainsi que de contacter les organisateurs.",
]);

export const LEGAL_NOTICE_SECTIONS = legalSections([
  "Les présentes mentions légales identifient l'éditeur et l'hébergeur du site et précisent les conditions dans lesquelles ses contenus peuvent être utilisés.",
  "Les données envoyées par les formulaires servent uniquement à l'organisation du congrès ; l'utilisateur peut en demander l'accès, la rectification ou la suppression en écrivant à l'adresse de contact.",
]);

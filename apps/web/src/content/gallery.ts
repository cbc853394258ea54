/**
 * The photo gallery. Each entry names an image in public/images/gallery as `<file>-<width>.<ext>`
 * in the widths and formats below (see scripts/generate-images.ts); to publish real photos,
 * replace those files (or add entries) and update the alt texts.
 */
export const GALLERY_WIDTHS = [480, 960] as const;

export type GalleryImage = { file: string; alt: string; caption: string };

export const GALLERY: GalleryImage[] = [
  {
    file: "amphitheatre",
    alt: "Illustration d'un grand amphithéâtre aux gradins bordeaux face à une scène",
    caption: "Le grand amphithéâtre",
  },
  {
    file: "conference",
    alt: "Illustration d'une oratrice au pupitre devant un écran de projection",
    caption: "Conférence plénière",
  },
  {
    file: "atelier",
    alt: "Illustration de participants assis autour d'une table ronde d'atelier",
    caption: "Atelier pratique",
  },
  {
    file: "posters",
    alt: "Illustration d'une allée de posters scientifiques affichés sur des panneaux",
    caption: "Session posters",
  },
  {
    file: "casablanca",
    alt: "Illustration stylisée de la ville de Casablanca au coucher du soleil, avec la mer",
    caption: "Casablanca, ville hôte",
  },
  {
    file: "gala",
    alt: "Illustration d'une salle de réception éclairée de lanternes pour le dîner de gala",
    caption: "Dîner de gala",
  },
];

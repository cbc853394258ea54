import { galleryOf } from "./language-invariant.ts";

/**
 * The photo gallery's words: each photo's alt text and caption, in the order in which
 * language-invariant.ts names the photos' files.
 */
export const GALLERY = galleryOf([
  {
    alt: "Illustration d'un grand amphithéâtre aux gradins bordeaux face à une scène",
    caption: "Le grand amphithéâtre",
  },
  {
    alt: "Illustration d'une oratrice au pupitre devant un écran de projection",
    caption: "Conférence plénière",
  },
  {
    alt: "Illustration de participants assis autour d'une table ronde d'atelier",
    caption: "Atelier pratique",
  },
  {
    alt: "Illustration d'une allée de posters scientifiques affichés sur des panneaux",
    caption: "Session posters",
  },
  {
    alt: "Illustration stylisée de la ville de Casablanca au coucher du soleil, avec la mer",
    caption: "Casablanca, ville hôte",
  },
  {
    alt: "Illustration d'une salle de réception éclairée de lanternes pour le dîner de gala",
    caption: "Dîner de gala",
  },
]);

type French = typeof import("../gallery.ts");

export { GALLERY_WIDTHS } from "../gallery.ts";

export const GALLERY: French["GALLERY"] = [
  {
    file: "amphitheatre",
    alt: "Illustration of a large lecture theatre with burgundy tiered seating facing a stage",
    caption: "The main lecture theatre",
  },
  {
    file: "conference",
    alt: "Illustration of a woman speaking at a lectern in front of a projection screen",
    caption: "Plenary lecture",
  },
  {
    file: "atelier",
    alt: "Illustration of participants seated around a workshop table",
    caption: "Hands-on workshop",
  },
  {
    file: "posters",
    alt: "Illustration of an aisle of scientific posters displayed on boards",
    caption: "Poster session",
  },
  {
    file: "casablanca",
    alt: "Stylised illustration of the city of Casablanca by the sea at sunset",
    caption: "Casablanca, host city",
  },
  {
    file: "gala",
    alt: "Illustration of a reception hall lit by lanterns for the gala dinner",
    caption: "Gala dinner",
  },
];

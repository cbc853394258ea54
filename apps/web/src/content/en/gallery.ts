import { galleryOf } from "../language-invariant.ts";

export const GALLERY = galleryOf([
  {
    alt: "Illustration of a large lecture theatre with burgundy tiered seating facing a stage",
    caption: "The main lecture theatre",
  },
  {
    alt: "Illustration of a woman speaking at a lectern in front of a projection screen",
    caption: "Plenary lecture",
  },
  {
    alt: "Illustration of participants seated around a workshop table",
    caption: "Hands-on workshop",
  },
  {
    alt: "Illustration of an aisle of scientific posters displayed on boards",
    caption: "Poster session",
  },
  {
    alt: "Stylised illustration of the city of Casablanca by the sea at sunset",
    caption: "Casablanca, host city",
  },
  {
    alt: "Illustration of a reception hall lit by lanterns for the gala dinner",
    caption: "Gala dinner",
  },
]);

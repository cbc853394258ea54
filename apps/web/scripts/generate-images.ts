/**
 * Draws the placeholder illustrations of the gallery and the speakers' portraits (SVG scenes
 * rendered by sharp to AVIF and WebP), so the site ships no third-party photos. Run it again after
 * changing a scene: `node --import tsx apps/web/scripts/generate-images.ts`. Real photos simply
 * replace the generated files under the same names.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { GALLERY } from "../src/content/gallery.ts";
import { GALLERY_WIDTHS } from "../src/content/language-invariant.ts";
import { GALLERY_SCENES } from "./gallery-scenes.ts";
import { PORTRAITS, portraitSvg } from "./portraits.ts";

const publicDir = fileURLToPath(new URL("../public/images/", import.meta.url));
/** The portraits are inlined into the programme pages (features/programme/portraits.ts), so they live with them. */
const portraitsDir = fileURLToPath(new URL("../src/content/people/", import.meta.url));

async function renderGallery(): Promise<void> {
  mkdirSync(`${publicDir}gallery`, { recursive: true });
  for (const image of GALLERY) {
    const scene = GALLERY_SCENES[image.file];
    if (!scene) throw new Error(`Aucune scène pour l'image ${image.file}`);
    const svg = Buffer.from(scene);
    for (const width of GALLERY_WIDTHS) {
      const resized = sharp(svg, { density: 144 }).resize(width, Math.round((width * 2) / 3));
      await resized
        .clone()
        .avif({ quality: 55 })
        .toFile(`${publicDir}gallery/${image.file}-${width}.avif`);
      await resized
        .clone()
        .webp({ quality: 78 })
        .toFile(`${publicDir}gallery/${image.file}-${width}.webp`);
    }
  }
}

async function renderPortraits(): Promise<void> {
  mkdirSync(portraitsDir, { recursive: true });
  for (const portrait of PORTRAITS) {
    await sharp(Buffer.from(portraitSvg(portrait)))
      .resize(96, 96)
      .webp({ quality: 80 })
      .toFile(`${portraitsDir}${portrait.file}.webp`);
  }
}

await renderGallery();
await renderPortraits();

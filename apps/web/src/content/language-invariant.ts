import type { LucideIcon } from "lucide-react";
import {
  AlertTriangle,
  Baby,
  BookOpen,
  Clock,
  GraduationCap,
  HeartHandshake,
  HeartPulse,
  Landmark,
  Lightbulb,
  Mail,
  Microscope,
  ShieldAlert,
  ShieldPlus,
  Sparkles,
  Stethoscope,
  Target,
  Users,
} from "lucide-react";
import type { IconCard } from "../components/ui/icon-cards.tsx";
import { edition } from "../lib/edition.ts";

/**
 * What the pages' texts hold that is the same in every language: each language module gives
 * only its words, and these helpers add the rest in order.
 */

/** The icons of the pages' cards, in the cards' order: the same in every language. */
export const CARD_ICONS = {
  homeObjectives: [Users, Sparkles, Target],
  submissionAdvantages: [Mail, Clock, BookOpen],
  aboutChallenges: [AlertTriangle, HeartHandshake, Lightbulb],
  researchAxes: [Microscope, GraduationCap, HeartPulse, Landmark],
  majorChallenges: [Baby, ShieldPlus, Stethoscope, ShieldAlert],
} as const;

type CardWords = Omit<IconCard, "icon">;

/** One value for each item of a tuple: the type counts them. */
type OnePer<Items extends readonly unknown[], Value> = { readonly [Index in keyof Items]: Value };

/** A language's cards: its words, one per icon and in the icons' order . */
export function withIcons<const Icons extends readonly LucideIcon[]>(
  icons: Icons,
  words: OnePer<Icons, CardWords>,
): IconCard[] {
  return icons.map((icon, index) => ({ ...(words[index] as CardWords), icon }));
}

/** The four figures of /about, the same in every language. */
const ABOUT_FIGURES = [
  String(edition.audience.africanCountries),
  `${edition.audience.expectedParticipants}+`,
  "100%",
  String(edition.audience.days),
] as const;

/** A language's figures of /about: its label for each figure, in the figures' order. */
export function aboutStats(labels: OnePer<typeof ABOUT_FIGURES, string>) {
  return ABOUT_FIGURES.map((value, index) => ({ value, label: labels[index] as string }));
}

/**
 * The gallery's photos, in order: each is public/images/gallery/`<file>-<width>.<ext>` in these
 * widths (see scripts/generate-images.ts). To publish real photos, replace those files.
 */
const GALLERY_FILES = [
  "amphitheatre",
  "conference",
  "atelier",
  "posters",
  "casablanca",
  "gala",
] as const;
export const GALLERY_WIDTHS = [480, 960] as const;

type GalleryImage = { file: string; alt: string; caption: string };

/** A language's gallery: its alt text and caption for each photo, in the photos' order. */
export function galleryOf(words: OnePer<typeof GALLERY_FILES, Omit<GalleryImage, "file">>) {
  return GALLERY_FILES.map(
    (file, index): GalleryImage => ({
      file,
      ...(words[index] as Omit<GalleryImage, "file">),
    }),
  );
}

/** The ids of the submission section's collapsible panels, in order (§5). */
const INSTRUCTION_PANEL_IDS = ["consignes", "structure", "poster"] as const;

type InstructionPanel = { id: string; title: string; items: string[] };

/** A language's instruction panels: a title and its items for each panel, in the panels' order. */
export function instructionPanels(
  panels: OnePer<typeof INSTRUCTION_PANEL_IDS, Omit<InstructionPanel, "id">>,
) {
  return INSTRUCTION_PANEL_IDS.map(
    (id, index): InstructionPanel => ({ id, ...(panels[index] as Omit<InstructionPanel, "id">) }),
  );
}

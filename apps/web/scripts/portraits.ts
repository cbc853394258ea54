/** Stylised head-and-shoulders portraits, one per speaker who has a `photo` in the programme. */
export type Portrait = {
  file: string;
  skin: string;
  hair: string;
  top: string;
  background: string;
  longHair: boolean;
};

export const PORTRAITS: Portrait[] = [
  {
    file: "amina-benali",
    skin: "#c68a62",
    hair: "#2b1b14",
    top: "#7a2657",
    background: "#f6e4ef",
    longHair: true,
  },
  {
    file: "mariama-diallo",
    skin: "#6b4330",
    hair: "#1a1210",
    top: "#e09b1a",
    background: "#fdf1dc",
    longHair: true,
  },
  {
    file: "kwame-mensah",
    skin: "#5a3828",
    hair: "#151010",
    top: "#1f4e79",
    background: "#e3edf7",
    longHair: false,
  },
  {
    file: "youssef-el-idrissi",
    skin: "#d29e78",
    hair: "#3a2a20",
    top: "#2f6b4f",
    background: "#e4f3ea",
    longHair: false,
  },
];

export function portraitSvg(p: Portrait): string {
  const hairBack = p.longHair
    ? `<path d="M22 52 Q20 18 50 16 Q80 18 78 52 L80 80 L20 80 Z" fill="${p.hair}"/>`
    : "";
  const hairTop = p.longHair
    ? `<path d="M30 40 Q32 20 50 20 Q70 20 70 40 Q60 30 50 31 Q38 31 30 40 Z" fill="${p.hair}"/>`
    : `<path d="M31 38 Q32 19 50 19 Q68 19 69 38 Q62 28 50 28 Q38 28 31 38 Z" fill="${p.hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${p.background}"/>
  ${hairBack}
  <path d="M14 100 Q16 72 50 70 Q84 72 86 100 Z" fill="${p.top}"/>
  <rect x="43" y="56" width="14" height="16" rx="5" fill="${p.skin}"/>
  <ellipse cx="50" cy="42" rx="19" ry="22" fill="${p.skin}"/>
  ${hairTop}
</svg>`;
}

/** Simple flat illustrations (3:2, 600×400) standing in for the congress photos. */
const frame = (body: string, sky = "#f6e4ef") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="600" height="400" fill="${sky}"/>${body}</svg>`;

const rows = (count: number, color: string) =>
  Array.from({ length: count }, (_, row) => {
    const y = 230 + row * 34;
    const inset = 40 - row * 8;
    return `<rect x="${inset}" y="${y}" width="${600 - inset * 2}" height="22" rx="6" fill="${color}" opacity="${0.65 + row * 0.08}"/>`;
  }).join("");

const heads = (y: number, xs: number[], colors: string[]) =>
  xs
    .map((x, i) => `<circle cx="${x}" cy="${y}" r="13" fill="${colors[i % colors.length]}"/>`)
    .join("");

export const GALLERY_SCENES: Record<string, string> = {
  amphitheatre: frame(
    `<rect x="150" y="40" width="300" height="150" rx="8" fill="#431430"/><rect x="165" y="55" width="270" height="120" rx="4" fill="#ecc6dd"/>
     <text x="300" y="125" font-family="Georgia, serif" font-size="34" font-weight="700" fill="#5f1e44" text-anchor="middle">CPSS</text>${rows(5, "#93306a")}`,
  ),
  conference: frame(
    `<rect x="60" y="50" width="320" height="190" rx="8" fill="#ffffff" stroke="#7a2657" stroke-width="6"/>
     <rect x="90" y="90" width="120" height="14" rx="7" fill="#b0407f"/><rect x="90" y="120" width="220" height="10" rx="5" fill="#ecc6dd"/><rect x="90" y="142" width="200" height="10" rx="5" fill="#ecc6dd"/>
     <path d="M100 220 L150 170 L190 200 L240 150 L300 210" stroke="#e09b1a" stroke-width="8" fill="none"/>
     <circle cx="470" cy="170" r="30" fill="#6b4330"/><path d="M425 330 Q430 220 470 210 Q510 220 515 330 Z" fill="#7a2657"/>
     <rect x="420" y="260" width="100" height="100" rx="6" fill="#431430"/>`,
    "#fbf3f8",
  ),
  atelier: frame(
    `<ellipse cx="300" cy="270" rx="210" ry="70" fill="#93306a"/><ellipse cx="300" cy="262" rx="200" ry="60" fill="#b0407f"/>
     ${heads(175, [130, 210, 300, 390, 470], ["#6b4330", "#c68a62", "#5a3828", "#d29e78"])}
     <rect x="230" y="245" width="60" height="36" rx="4" fill="#ffffff"/><rect x="320" y="250" width="50" height="30" rx="4" fill="#fdf1dc"/>`,
    "#fdf1dc",
  ),
  posters: frame(
    `<rect y="330" width="600" height="70" fill="#ecc6dd"/>
     ${[60, 230, 400].map((x) => `<rect x="${x}" y="60" width="140" height="210" rx="6" fill="#ffffff" stroke="#7a2657" stroke-width="4"/><rect x="${x + 20}" y="85" width="100" height="14" rx="7" fill="#7a2657"/><rect x="${x + 20}" y="115" width="100" height="60" rx="4" fill="#f2b84b"/><rect x="${x + 20}" y="190" width="100" height="8" rx="4" fill="#ecc6dd"/><rect x="${x + 20}" y="206" width="80" height="8" rx="4" fill="#ecc6dd"/><rect x="${x + 65}" y="270" width="10" height="60" fill="#5f1e44"/>`).join("")}`,
    "#fbf3f8",
  ),
  casablanca: frame(
    `<circle cx="450" cy="150" r="60" fill="#f2b84b"/><rect y="260" width="600" height="140" fill="#1f4e79"/>
     <path d="M0 260 L0 190 L60 190 L60 160 L110 160 L110 200 L170 200 L170 140 L230 140 L230 210 L300 210 L300 175 L360 175 L360 260 Z" fill="#431430"/>
     <rect x="250" y="60" width="30" height="150" fill="#5f1e44"/><rect x="244" y="50" width="42" height="16" fill="#5f1e44"/><circle cx="265" cy="40" r="8" fill="#5f1e44"/>
     <path d="M0 300 Q150 285 300 300 T600 300" stroke="#ecc6dd" stroke-width="4" fill="none" opacity="0.7"/>`,
    "#f7c59f",
  ),
  gala: frame(
    `${[100, 250, 400, 520].map((x) => `<line x1="${x}" y1="0" x2="${x}" y2="70" stroke="#e09b1a" stroke-width="2"/><circle cx="${x}" cy="85" r="18" fill="#f2b84b"/>`).join("")}
     ${[150, 450].map((x) => `<ellipse cx="${x}" cy="300" rx="110" ry="36" fill="#ffffff"/><rect x="${x - 4}" y="250" width="8" height="30" fill="#ecc6dd"/><circle cx="${x}" cy="245" r="10" fill="#e09b1a"/>`).join("")}`,
    "#431430",
  ),
};

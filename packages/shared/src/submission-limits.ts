/** At most this many authors per submission (§4). Zod-free: the public form shows it too. */
export const MAX_AUTHORS = 20;

/** Conversions between the stored forms (0/1, ISO strings) and what the code works with. */
export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | boolean): boolean => value === 1 || value === true;
export const nowIso = (): string => new Date().toISOString();

/** The 429 answers of the sign-in and of the password change, in French (the admin's language). */

export const tooManyAttemptsMessage = (seconds: number) =>
  `Trop de tentatives de connexion. Réessayez dans ${Math.ceil(seconds / 60)} minute(s).`;

export const accountSlowedDownMessage = (seconds: number) =>
  `Trop de tentatives de connexion sur ce compte : par sécurité, il est ralenti. Réessayez dans ${Math.ceil(seconds / 60)} minute(s).`;

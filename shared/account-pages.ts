/** The account pages' paths: the mails link to the first three (server/auth/account-tokens.ts), /login to the forgot-password form. */
export const ACCOUNT_PAGES = {
  invitation: "/account/invitation",
  password_reset: "/account/password-reset",
  captain_offer: "/account/captain-offer",
  forgot: "/account/forgot-password",
  account: "/account",
} as const;

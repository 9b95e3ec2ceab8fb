/** Public contact points shown on the sponsors and media pages and in the media kit. */
export const PARTNERSHIPS_EMAIL = "partnerships@tradescup.example";
export const PARTNERSHIPS_WEBSITE = "https://partners.tradescup.example";
export const PARTNERSHIPS_SCHEDULING = "https://partners.tradescup.example/schedule";
export const PRESS_EMAIL = "press@tradescup.example";

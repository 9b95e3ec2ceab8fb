import { defineEntity } from "@mikro-orm/core";
import { p } from "./base";

/**
 * A logo image a jersey design shows, as the logo fetcher brought it back (a checked PNG, JPEG, GIF or
 * WebP of at most 1 MB), kept by its SHA-256 so one image is stored once whatever the designs that use
 * it. Designs point at it as `/api/jersey-logos/{sha256}`, which this site serves (decision 107).
 */
export const JerseyLogo = defineEntity({
  name: "JerseyLogo",
  tableName: "jersey_logos",
  properties: {
    sha256: p.string().length(64).primary(),
    contentType: p.string().length(20),
    bytes: p.blob(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

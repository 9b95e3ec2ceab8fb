import { Team } from "./team.entity";
import { Player } from "./player.entity";
import { Tournament } from "./tournament.entity";
import { Match } from "./match.entity";
import { MatchResultChange } from "./match-result-change.entity";
import { MatchEvent } from "./match-event.entity";
import { LineupEntry } from "./lineup.entity";
import { GroupLot } from "./group-lot.entity";
import { TournamentMetrics } from "./tournament-metrics.entity";
import { Sponsor } from "./sponsor.entity";
import { SponsorInquiry } from "./sponsor-inquiry.entity";
import { FunFact } from "./fun-fact.entity";
import { ApiToken } from "./api-token.entity";
import { MetricSnapshot } from "./metric-snapshot.entity";
import { Product, CartItem, Order, JerseyOrder, Inventory } from "./commerce.entity";
import { FranchiseRosterMember, FranchiseActivity, PaymentEvent } from "./franchise.entity";
import { User, Session, Contract, Staff, ProjectTask } from "./people.entity";
import { PlayerRegistration, StaffRegistration, SponsorRegistration, FranchiseRegistration } from "./registrations.entity";
import { JerseyDesign, SponsorshipPlacement, NewsletterSubscription, FormSubmission, OutboxEmail, RateLimit } from "./content.entity";

export {
  Team, Player, Tournament, Match, MatchResultChange, TournamentMetrics, Sponsor, SponsorInquiry,
  Product, CartItem, Order, JerseyOrder, Inventory,
  User, Session, Contract, Staff, ProjectTask,
  PlayerRegistration, StaffRegistration, SponsorRegistration, FranchiseRegistration,
  JerseyDesign, SponsorshipPlacement, NewsletterSubscription, FormSubmission, OutboxEmail, RateLimit,
  FunFact,
  ApiToken,
  FranchiseRosterMember, FranchiseActivity, PaymentEvent,
  MetricSnapshot,
  MatchEvent, LineupEntry, GroupLot,
};

export const entities = [
  Team, Player, Tournament, Match, MatchResultChange, TournamentMetrics, Sponsor, SponsorInquiry,
  Product, CartItem, Order, JerseyOrder, Inventory,
  User, Session, Contract, Staff, ProjectTask,
  PlayerRegistration, StaffRegistration, SponsorRegistration, FranchiseRegistration,
  JerseyDesign, SponsorshipPlacement, NewsletterSubscription, FormSubmission, OutboxEmail, RateLimit,
  FunFact,
  ApiToken,
  FranchiseRosterMember, FranchiseActivity, PaymentEvent,
  MetricSnapshot,
  MatchEvent, LineupEntry, GroupLot,
];

import type { InferEntity } from "@mikro-orm/core";
export type TeamRow = InferEntity<typeof Team>;
export type PlayerRow = InferEntity<typeof Player>;
export type MatchRow = InferEntity<typeof Match>;
export type MatchEventRow = InferEntity<typeof MatchEvent>;
export type LineupEntryRow = InferEntity<typeof LineupEntry>;
export type GroupLotRow = InferEntity<typeof GroupLot>;

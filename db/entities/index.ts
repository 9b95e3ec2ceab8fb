import { BaseEntity } from "./base";
import { RegistrationBase } from "./registration-base";
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
import { Product } from "./product.entity";
import { CartItem } from "./cart-item.entity";
import { Order } from "./order.entity";
import { JerseyOrder } from "./jersey-order.entity";
import { Inventory } from "./inventory.entity";
import { FranchiseRosterMember } from "./franchise-roster-member.entity";
import { FranchiseActivity } from "./franchise-activity.entity";
import { PaymentEvent } from "./payment-event.entity";
import { User } from "./user.entity";
import { Session } from "./session.entity";
import { Contract } from "./contract.entity";
import { Staff } from "./staff.entity";
import { ProjectTask } from "./project-task.entity";
import { PlayerRegistration } from "./player-registration.entity";
import { StaffRegistration } from "./staff-registration.entity";
import { SponsorRegistration } from "./sponsor-registration.entity";
import { FranchiseRegistration } from "./franchise-registration.entity";
import { JerseyDesign } from "./jersey-design.entity";
import { SponsorshipPlacement } from "./sponsorship-placement.entity";
import { JerseyLogo } from "./jersey-logo.entity";
import { NewsletterSubscription } from "./newsletter-subscription.entity";
import { FormSubmission } from "./form-submission.entity";
import { OutboxEmail } from "./outbox-email.entity";
import { RateLimit } from "./rate-limit.entity";
import { LiveEvent } from "./live-event.entity";
import { ServerSecret } from "./server-secret.entity";
import { AuditEvent } from "./audit-event.entity";
import { WebhookDelivery, WebhookEndpoint } from "./webhook.entity";
import { IdempotencyKey } from "./idempotency-key.entity";
import { TeamLink } from "./team-link.entity";
import { MatchOfficial } from "./match-official.entity";
import { AccountToken } from "./account-token.entity";

export {
  Team,
  Player,
  Tournament,
  Match,
  MatchResultChange,
  TournamentMetrics,
  Sponsor,
  SponsorInquiry,
  Product,
  CartItem,
  Order,
  JerseyOrder,
  Inventory,
  User,
  Session,
  Contract,
  Staff,
  ProjectTask,
  PlayerRegistration,
  StaffRegistration,
  SponsorRegistration,
  FranchiseRegistration,
  JerseyDesign,
  SponsorshipPlacement,
  NewsletterSubscription,
  FormSubmission,
  OutboxEmail,
  RateLimit,
  FunFact,
  ApiToken,
  FranchiseRosterMember,
  FranchiseActivity,
  PaymentEvent,
  MetricSnapshot,
  MatchEvent,
  LineupEntry,
  GroupLot,
  LiveEvent,
  ServerSecret,
  AuditEvent,
  JerseyLogo,
  WebhookEndpoint,
  WebhookDelivery,
  IdempotencyKey,
  TeamLink,
  MatchOfficial,
  AccountToken,
};

export const entities = [
  BaseEntity,
  RegistrationBase,
  Team,
  Player,
  Tournament,
  Match,
  MatchResultChange,
  TournamentMetrics,
  Sponsor,
  SponsorInquiry,
  Product,
  CartItem,
  Order,
  JerseyOrder,
  Inventory,
  User,
  Session,
  Contract,
  Staff,
  ProjectTask,
  PlayerRegistration,
  StaffRegistration,
  SponsorRegistration,
  FranchiseRegistration,
  JerseyDesign,
  SponsorshipPlacement,
  NewsletterSubscription,
  FormSubmission,
  OutboxEmail,
  RateLimit,
  FunFact,
  ApiToken,
  FranchiseRosterMember,
  FranchiseActivity,
  PaymentEvent,
  MetricSnapshot,
  MatchEvent,
  LineupEntry,
  GroupLot,
  LiveEvent,
  ServerSecret,
  AuditEvent,
  JerseyLogo,
  WebhookEndpoint,
  WebhookDelivery,
  IdempotencyKey,
  TeamLink,
  MatchOfficial,
  AccountToken,
];

import type { InferEntity } from "@mikro-orm/core";
export type TeamRow = InferEntity<typeof Team>;
export type PlayerRow = InferEntity<typeof Player>;
export type MatchRow = InferEntity<typeof Match>;
export type MatchEventRow = InferEntity<typeof MatchEvent>;
export type LineupEntryRow = InferEntity<typeof LineupEntry>;
export type GroupLotRow = InferEntity<typeof GroupLot>;

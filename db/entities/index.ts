import { Team } from "./team.entity";
import { Player } from "./player.entity";
import { Tournament } from "./tournament.entity";
import { Match } from "./match.entity";
import { TournamentMetrics } from "./tournament-metrics.entity";
import { Sponsor } from "./sponsor.entity";
import { SponsorInquiry } from "./sponsor-inquiry.entity";
import { Product, CartItem, Order, JerseyOrder, Inventory } from "./commerce.entity";
import { User, Session, Contract, Staff, ProjectTask } from "./people.entity";
import { PlayerRegistration, StaffRegistration, SponsorRegistration, FranchiseRegistration } from "./registrations.entity";
import { JerseyDesign, SponsorshipPlacement, NewsletterSubscription, FormSubmission, OutboxEmail, RateLimit } from "./content.entity";

export {
  Team, Player, Tournament, Match, TournamentMetrics, Sponsor, SponsorInquiry,
  Product, CartItem, Order, JerseyOrder, Inventory,
  User, Session, Contract, Staff, ProjectTask,
  PlayerRegistration, StaffRegistration, SponsorRegistration, FranchiseRegistration,
  JerseyDesign, SponsorshipPlacement, NewsletterSubscription, FormSubmission, OutboxEmail, RateLimit,
};

export const entities = [
  Team, Player, Tournament, Match, TournamentMetrics, Sponsor, SponsorInquiry,
  Product, CartItem, Order, JerseyOrder, Inventory,
  User, Session, Contract, Staff, ProjectTask,
  PlayerRegistration, StaffRegistration, SponsorRegistration, FranchiseRegistration,
  JerseyDesign, SponsorshipPlacement, NewsletterSubscription, FormSubmission, OutboxEmail, RateLimit,
];

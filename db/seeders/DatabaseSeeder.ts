import { randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { Seeder } from "@mikro-orm/seeder";
import { Match, Player, Product, Sponsor, Team, Tournament, TournamentMetrics } from "../entities/index";
import {
  FIRST_NAMES,
  GROUPS,
  LAST_NAMES,
  NATIONALITIES,
  POSITIONS,
  PRODUCT_TEMPLATES,
  SEED_SPONSORS,
  SEED_TEAMS,
  SKILL_LEVELS,
  TOURNAMENT_DESCRIPTION,
} from "./data";
import { groupStageFixtures } from "./group-schedule";
import { seedMatchDetails } from "./match-details";
import { seededRandom } from "@shared/random";

/**
 * Believable demo data: 32 teams in groups A–H, their players, the 48 group fixtures, sponsors and stores
 * (their stock is InventorySeeder's). Run by `seedDatabase` (db/seed.ts), in its transaction.
 */
export class DatabaseSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const rnd = seededRandom(2026);
    const tournament = em.create(Tournament, {
      id: randomUUID(),
      name: "Trades Cup 2026",
      type: "main_season",
      startDate: new Date("2026-06-11T00:00:00Z"),
      endDate: new Date("2026-07-25T00:00:00Z"),
      status: "upcoming",
      prizePool: 250_000_000,
      participantCount: 32,
      description: TOURNAMENT_DESCRIPTION.en,
      descriptionEs: TOURNAMENT_DESCRIPTION.es,
    });

    const teams = SEED_TEAMS.map((t, i) =>
      em.create(Team, { id: randomUUID(), ...t, group: GROUPS[Math.floor(i / 4)], drawOrder: i + 1, foundedYear: 2025 }),
    );

    teams.forEach((team, teamIndex) => {
      const size = rnd.int(15, 20);
      const numbers = new Set<number>([1]);
      while (numbers.size < size) numbers.add(rnd.int(2, 99));
      [...numbers].forEach((jerseyNumber, i) => {
        const firstName = i === 0 ? team.captain.split(" ")[0] : rnd.pick(FIRST_NAMES);
        const lastName = i === 0 ? team.captain.split(" ").slice(1).join(" ") : rnd.pick(LAST_NAMES);
        const position = jerseyNumber === 1 ? "goalkeeper" : POSITIONS[1 + (i % 3)];
        em.create(Player, {
          teamId: team.id,
          firstName,
          lastName,
          jerseyNumber,
          position,
          email: `${firstName}.${lastName}.${teamIndex}${i}@example.com`
            .toLowerCase()
            .normalize("NFD")
            .replace(/[\u0300-\u036f]/g, "")
            .replace(/\s+/g, ""),
          nationality: rnd.pick(NATIONALITIES),
          skillLevel: rnd.pick(SKILL_LEVELS),
          status: i < 16 ? "active" : "inactive",
          tradeSpecialty: team.trade,
          tradeExperience: String(rnd.int(1, 25)),
          height: `${rnd.int(165, 195)} cm`,
          weight: `${rnd.int(60, 95)} kg`,
        });
      });
    });

    for (const f of groupStageFixtures()) {
      em.create(Match, {
        tournamentId: tournament.id,
        homeTeamId: teams[f.home].id,
        awayTeamId: teams[f.away].id,
        round: "group",
        matchDate: f.matchDate,
        venue: f.venue,
        status: "scheduled",
      });
    }

    for (const s of SEED_SPONSORS) em.create(Sponsor, { ...s, country: "US", region: "NA", isActive: true });

    teams.forEach((team, i) => {
      const count = 3 + (i % 4);
      PRODUCT_TEMPLATES.slice(0, count).forEach((tpl) => {
        em.create(Product, {
          teamId: team.id,
          name: `${team.name} ${tpl.name}`,
          nameEs: `${tpl.nameEs} de ${team.name}`,
          description: tpl.description,
          descriptionEs: tpl.descriptionEs,
          category: tpl.category,
          basePrice: tpl.basePrice,
          isActive: true,
          playerOnly: false,
          variants: tpl.sizes.map(([size, delta]) => ({ id: randomUUID(), size, price: tpl.basePrice + delta })),
        });
      });
    });

    em.create(TournamentMetrics, {
      totalParticipants: 0,
      completedMatches: 0,
      activeTeams: 32,
      upcomingMatches: 48,
      averageAttendance: 0,
      totalSponsors: SEED_SPONSORS.length,
      eventDuration: 45,
      prizePool: 250_000_000,
    });
    await em.flush();
    // Line-ups and events of the group matches marked completed above (none at present), from the same random source.
    await seedMatchDetails(em, rnd);
  }
}

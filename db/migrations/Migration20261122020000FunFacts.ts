import { Migration } from "@mikro-orm/migrations";

type Fact = [id: number, icon: string, category: "history" | "general" | "trades" | "records", en: string, es: string];

/** The 27 facts of the library and the popup (spec §2, §9). */
const LIBRARY: Fact[] = [
  [
    1,
    "⚽",
    "history",
    "The first FIFA World Cup was played in Uruguay in 1930, and the hosts won it.",
    "La primera Copa Mundial de la FIFA se jugó en Uruguay en 1930 y la ganó el país anfitrión.",
  ],
  [
    2,
    "🐕",
    "history",
    "The original World Cup trophy was stolen in England in 1966 and found a week later by a dog named Pickles.",
    "El trofeo original del Mundial fue robado en Inglaterra en 1966 y apareció una semana después gracias a un perro llamado Pickles.",
  ],
  [
    3,
    "📜",
    "history",
    "FIFA was founded in Paris on 21 May 1904 by seven national associations.",
    "La FIFA se fundó en París el 21 de mayo de 1904 con siete asociaciones nacionales.",
  ],
  [
    4,
    "🟨",
    "history",
    "Yellow and red cards were first shown at the 1970 World Cup in Mexico.",
    "Las tarjetas amarilla y roja se mostraron por primera vez en el Mundial de México 1970.",
  ],
  [
    5,
    "🌎",
    "history",
    "The 2026 World Cup is the first hosted by three countries: the United States, Canada and Mexico.",
    "El Mundial 2026 es el primero organizado por tres países: Estados Unidos, Canadá y México.",
  ],
  [
    6,
    "🏟️",
    "history",
    "Mexico City's Estadio Azteca is the first stadium to host World Cup matches in three tournaments: 1970, 1986 and 2026.",
    "El Estadio Azteca de Ciudad de México es el primer estadio con partidos en tres Mundiales: 1970, 1986 y 2026.",
  ],
  [
    7,
    "📺",
    "history",
    "The 1954 World Cup in Switzerland was the first one shown on television.",
    "El Mundial de Suiza 1954 fue el primero transmitido por televisión.",
  ],
  [
    8,
    "🏆",
    "records",
    "Brazil has won the World Cup five times, more than any other country.",
    "Brasil ha ganado el Mundial cinco veces, más que ningún otro país.",
  ],
  [
    9,
    "🎯",
    "records",
    "Miroslav Klose of Germany holds the record for World Cup goals: 16, scored across four tournaments.",
    "El alemán Miroslav Klose tiene el récord de goles en Mundiales: 16, marcados en cuatro torneos.",
  ],
  [
    10,
    "⏱️",
    "records",
    "The fastest World Cup goal came after 11 seconds: Hakan Şükür for Turkey against South Korea in 2002.",
    "El gol más rápido de un Mundial llegó a los 11 segundos: Hakan Şükür para Turquía ante Corea del Sur en 2002.",
  ],
  [
    11,
    "🔥",
    "records",
    "Just Fontaine scored 13 goals at the 1958 World Cup, still the record for a single tournament.",
    "Just Fontaine marcó 13 goles en el Mundial de 1958, todavía el récord en un solo torneo.",
  ],
  [
    12,
    "👟",
    "records",
    "Lionel Messi has played more World Cup matches than anyone else: 26.",
    "Lionel Messi es el jugador con más partidos en Mundiales: 26.",
  ],
  [
    13,
    "🧤",
    "records",
    "Italian goalkeeper Walter Zenga went 517 minutes without conceding at the 1990 World Cup.",
    "El portero italiano Walter Zenga estuvo 517 minutos sin recibir gol en el Mundial de 1990.",
  ],
  [
    14,
    "👥",
    "records",
    "An estimated 200,000 people watched Uruguay beat Brazil at the Maracanã in 1950.",
    "Se calcula que unas 200.000 personas vieron a Uruguay vencer a Brasil en el Maracaná en 1950.",
  ],
  [
    15,
    "⭐",
    "records",
    "Pelé is the only player to have won three World Cups: 1958, 1962 and 1970.",
    "Pelé es el único jugador que ha ganado tres Mundiales: 1958, 1962 y 1970.",
  ],
  [
    16,
    "⚪",
    "general",
    "A regulation match ball measures 68 to 70 cm around.",
    "Un balón reglamentario mide de 68 a 70 cm de circunferencia.",
  ],
  [
    17,
    "🏃",
    "general",
    "An outfield player can run 10 to 13 kilometres in a single 90-minute match.",
    "Un jugador de campo puede recorrer de 10 a 13 kilómetros en un solo partido de 90 minutos.",
  ],
  [
    18,
    "🌍",
    "general",
    "More than 250 million people play soccer, in over 200 countries.",
    "Más de 250 millones de personas juegan al fútbol, en más de 200 países.",
  ],
  [
    19,
    "📏",
    "general",
    "A pitch may be 90 to 120 metres long; international matches use 100 to 110 metres.",
    "Una cancha puede medir de 90 a 120 metros de largo; los partidos internacionales usan de 100 a 110 metros.",
  ],
  [
    20,
    "🕒",
    "general",
    "Under the Laws of the Game, half-time may last no longer than 15 minutes.",
    "Según las Reglas de Juego, el descanso no puede durar más de 15 minutos.",
  ],
  [
    21,
    "🔢",
    "general",
    "A team fields at most 11 players, one of them the goalkeeper, and a match cannot start with fewer than 7.",
    "Un equipo alinea como máximo 11 jugadores, uno de ellos el portero, y un partido no puede empezar con menos de 7.",
  ],
  [
    22,
    "🔧",
    "trades",
    "Arsenal began in 1886 as Dial Square, a team of workers at the Royal Arsenal in Woolwich.",
    "El Arsenal nació en 1886 como Dial Square, un equipo de trabajadores del Arsenal Real de Woolwich.",
  ],
  [
    23,
    "🚂",
    "trades",
    "Manchester United started in 1878 as Newton Heath LYR, the team of a railway company's workers.",
    "El Manchester United empezó en 1878 como Newton Heath LYR, el equipo de los trabajadores de una compañía ferroviaria.",
  ],
  [
    24,
    "⚓",
    "trades",
    "West Ham United was founded in 1895 as Thames Ironworks, the club of a shipbuilding yard.",
    "El West Ham United se fundó en 1895 como Thames Ironworks, el club de un astillero.",
  ],
  [
    25,
    "🏗️",
    "trades",
    "A modern World Cup stadium takes thousands of electricians, welders, plumbers and carpenters two to three years to build.",
    "Construir un estadio mundialista moderno lleva de dos a tres años a miles de electricistas, soldadores, plomeros y carpinteros.",
  ],
  [
    26,
    "💡",
    "trades",
    "Floodlights for televised matches light the pitch to around 2,000 lux, and electricians aim every lamp by hand.",
    "La iluminación de los partidos televisados alcanza unos 2.000 lux, y los electricistas orientan cada foco a mano.",
  ],
  [
    27,
    "🌱",
    "trades",
    "Groundskeepers mow stripes by bending the grass in opposite directions: the grass itself is all the same colour.",
    "Los jardineros crean las franjas doblando el césped en direcciones opuestas: la hierba es toda del mismo color.",
  ],
];

/** The fun-facts page's second area: ten facts about the Trades Cup itself (platform spec §9). */
const HIGHLIGHTS: Fact[] = [
  [
    101,
    "🛠️",
    "trades",
    "32 teams take the field, each one made up of a single skilled trade.",
    "32 equipos salen a la cancha, cada uno formado por un solo oficio especializado.",
  ],
  [102, "📅", "general", "Kick-off is on 11 June 2026 in Atlanta.", "El saque inicial es el 11 de junio de 2026 en Atlanta."],
  [
    103,
    "🔢",
    "general",
    "Eight groups of four: the top two of each group reach the round of 16.",
    "Ocho grupos de cuatro: los dos primeros de cada grupo pasan a octavos de final.",
  ],
  [
    104,
    "⚽",
    "records",
    "48 group matches and 15 knockout matches decide the champion.",
    "48 partidos de grupos y 15 de eliminatorias deciden al campeón.",
  ],
  [
    105,
    "👕",
    "general",
    "Each squad registers up to 25 players, numbered from 1 to 99.",
    "Cada plantilla inscribe hasta 25 jugadores, con dorsales del 1 al 99.",
  ],
  [
    106,
    "🎨",
    "trades",
    "Every team designs its own jersey, with sponsor zones on the chest, sleeves, collar and back.",
    "Cada equipo diseña su propia camiseta, con zonas de patrocinio en el pecho, las mangas, el cuello y la espalda.",
  ],
  [
    107,
    "🤝",
    "general",
    "Sponsors join at three tiers: title, premium and standard.",
    "Los patrocinadores participan en tres niveles: principal, premium y estándar.",
  ],
  [
    108,
    "🧱",
    "trades",
    "Trades in the Cup range from demolition and plumbing to HVAC and masonry.",
    "Los oficios de la Copa van de la demolición y la plomería a la climatización y la albañilería.",
  ],
  [
    109,
    "🌐",
    "general",
    "The whole tournament site works in English and Spanish.",
    "Todo el sitio del torneo funciona en inglés y en español.",
  ],
  [
    110,
    "📝",
    "general",
    "Players, staff, sponsors and franchise managers each have their own way to register.",
    "Jugadores, personal, patrocinadores y gestores de franquicias tienen cada uno su propia vía de registro.",
  ],
];

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const rows = (area: string, facts: Fact[]) =>
  facts
    .map(
      ([id, icon, category, en, es]) => `(${id}, ${quote(area)}, ${quote(icon)}, ${quote(category)}, ${quote(en)}, ${quote(es)})`,
    )
    .join(",\n");

/** The facts' rows; the squash inserts them too. */
export const FUN_FACTS_INSERT = `insert into "fun_facts" ("id", "area", "icon", "category", "text_en", "text_es") values\n${rows("library", LIBRARY)},\n${rows("highlights", HIGHLIGHTS)};`;

/** Fun facts: reference content in both languages, created and filled in one step. */
export class Migration20261122020000FunFacts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "fun_facts" ("id" int not null, "area" varchar(255) not null, "icon" varchar(255) not null, "category" varchar(255) not null, "text_en" text not null, "text_es" text not null, constraint "fun_facts_pkey" primary key ("id"));`,
    );
    this.addSql(FUN_FACTS_INSERT);
  }
}

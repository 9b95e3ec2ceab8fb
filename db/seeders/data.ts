/** Seed catalogue for the demo tournament: plain data, no I/O. */

/**
 * Text visitors read is kept in both languages (`x` English, `xEs` Spanish: docs/decisions/011); the
 * trade is a code shown through its label (`registrations.options.trades.<code>`).
 */
export type SeedTeam = {
  name: string; trade: string; captain: string; city: string; jerseyColor: string; accentColor: string;
  logoIdea: string; logoIdeaEs: string; logoConcept: string; logoConceptEs: string; stadium: string;
};

export const SEED_TEAMS: SeedTeam[] = [
  { name: "Atlanta Pipe Masters", trade: "plumbing", captain: "Marcus Johnson", city: "Atlanta", jerseyColor: "#1d4ed8", accentColor: "#f8fafc", logoIdea: "Crossed pipe wrenches", logoIdeaEs: "Llaves de tubo cruzadas", logoConcept: "Two chrome wrenches crossed over a water drop", logoConceptEs: "Dos llaves cromadas cruzadas sobre una gota de agua", stadium: "Center Parc Stadium" },
  { name: "Peachtree Live Wires", trade: "electrical", captain: "Daniela Reyes", city: "Decatur", jerseyColor: "#facc15", accentColor: "#111827", logoIdea: "Lightning bolt", logoIdeaEs: "Rayo", logoConcept: "A bolt splitting a soccer ball in two", logoConceptEs: "Un rayo que parte un balón en dos", stadium: "Grady Stadium" },
  { name: "Buckhead Roof Raisers", trade: "roofing", captain: "Tyrone Williams", city: "Sandy Springs", jerseyColor: "#b91c1c", accentColor: "#fef2f2", logoIdea: "Shingled peak", logoIdeaEs: "Cumbrera de tejas", logoConcept: "A roof ridge rising like a mountain", logoConceptEs: "Una cumbrera de tejado que se alza como una montaña", stadium: "Bobby Dodd Stadium" },
  { name: "Marietta Timber Wolves", trade: "carpentry", captain: "Luis Hernández", city: "Marietta", jerseyColor: "#92400e", accentColor: "#fde68a", logoIdea: "Wolf and saw", logoIdeaEs: "Lobo y sierra", logoConcept: "A wolf head cut from a circular saw blade", logoConceptEs: "Una cabeza de lobo recortada en una hoja de sierra circular", stadium: "Fifth Third Stadium" },
  { name: "Stone Mountain Masons", trade: "masonry", captain: "Andre Thompson", city: "Stone Mountain", jerseyColor: "#57534e", accentColor: "#fafaf9", logoIdea: "Trowel and brick", logoIdeaEs: "Llana y ladrillo", logoConcept: "A trowel laying the last brick of an arch", logoConceptEs: "Una llana colocando el último ladrillo de un arco", stadium: "Silverbacks Park" },
  { name: "Smyrna Arc Angels", trade: "welding", captain: "Carlos Mendoza", city: "Smyrna", jerseyColor: "#ea580c", accentColor: "#1f2937", logoIdea: "Welding torch halo", logoIdeaEs: "Halo de soplete", logoConcept: "A torch flame forming a halo over a ball", logoConceptEs: "La llama de un soplete formando un halo sobre un balón", stadium: "Center Parc Stadium" },
  { name: "Decatur Climate Control", trade: "hvac", captain: "Jasmine Carter", city: "Decatur", jerseyColor: "#0891b2", accentColor: "#ecfeff", logoIdea: "Snowflake fan", logoIdeaEs: "Ventilador copo de nieve", logoConcept: "Fan blades shaped like a snowflake", logoConceptEs: "Aspas de ventilador con forma de copo de nieve", stadium: "Grady Stadium" },
  { name: "Fulton Wrecking Crew", trade: "demolition", captain: "Derrick Moore", city: "Atlanta", jerseyColor: "#18181b", accentColor: "#f59e0b", logoIdea: "Wrecking ball", logoIdeaEs: "Bola de demolición", logoConcept: "A wrecking ball drawn as a soccer ball", logoConceptEs: "Una bola de demolición dibujada como un balón", stadium: "Mercedes-Benz Stadium" },
  { name: "Midtown Blueprint FC", trade: "engineering", captain: "Priya Patel", city: "Atlanta", jerseyColor: "#1e3a8a", accentColor: "#93c5fd", logoIdea: "Compass and ruler", logoIdeaEs: "Compás y regla", logoConcept: "A drafting compass drawing a pitch", logoConceptEs: "Un compás de dibujo trazando un campo de juego", stadium: "Bobby Dodd Stadium" },
  { name: "Roswell Green Keepers", trade: "landscaping", captain: "Miguel Torres", city: "Roswell", jerseyColor: "#15803d", accentColor: "#f0fdf4", logoIdea: "Oak leaf", logoIdeaEs: "Hoja de roble", logoConcept: "An oak leaf with a ball for an acorn", logoConceptEs: "Una hoja de roble con un balón por bellota", stadium: "Fifth Third Stadium" },
  { name: "Kennesaw Steel Giants", trade: "ironworking", captain: "Robert Jackson", city: "Kennesaw", jerseyColor: "#334155", accentColor: "#e2e8f0", logoIdea: "I-beam", logoIdeaEs: "Viga en I", logoConcept: "An I-beam forming the letter K", logoConceptEs: "Una viga en I formando la letra K", stadium: "Fifth Third Stadium" },
  { name: "Alpharetta Brush Strokes", trade: "painting", captain: "Ana Gutiérrez", city: "Alpharetta", jerseyColor: "#7c3aed", accentColor: "#fae8ff", logoIdea: "Paint roller", logoIdeaEs: "Rodillo de pintura", logoConcept: "A roller painting a stripe across a goal", logoConceptEs: "Un rodillo pintando una franja a lo ancho de una portería", stadium: "Silverbacks Park" },
  { name: "East Point Concrete Kings", trade: "concrete", captain: "Terrence Davis", city: "East Point", jerseyColor: "#6b7280", accentColor: "#fef08a", logoIdea: "Mixer crown", logoIdeaEs: "Corona de hormigonera", logoConcept: "A cement mixer wearing a crown", logoConceptEs: "Una hormigonera con corona", stadium: "Center Parc Stadium" },
  { name: "Lawrenceville Drywall Dragons", trade: "drywall", captain: "Kevin Nguyen", city: "Lawrenceville", jerseyColor: "#be123c", accentColor: "#fff1f2", logoIdea: "Dragon and trowel", logoIdeaEs: "Dragón y llana", logoConcept: "A dragon breathing a smooth finish", logoConceptEs: "Un dragón que exhala un acabado liso", stadium: "Grady Stadium" },
  { name: "College Park Pipefitters", trade: "pipefitting", captain: "Jorge Castillo", city: "College Park", jerseyColor: "#0f766e", accentColor: "#ccfbf1", logoIdea: "Elbow joint", logoIdeaEs: "Codo de tubería", logoConcept: "A pipe elbow bending around a ball", logoConceptEs: "Un codo de tubería que rodea un balón", stadium: "Mercedes-Benz Stadium" },
  { name: "Duluth Glass Works", trade: "glazing", captain: "Emily Chen", city: "Duluth", jerseyColor: "#0ea5e9", accentColor: "#f0f9ff", logoIdea: "Window pane", logoIdeaEs: "Cristal de ventana", logoConcept: "A four-pane window framing a goal net", logoConceptEs: "Una ventana de cuatro cristales que enmarca la red de una portería", stadium: "Silverbacks Park" },
  { name: "Gwinnett Tile Titans", trade: "tile_setting", captain: "Rafael Ortiz", city: "Lawrenceville", jerseyColor: "#c2410c", accentColor: "#ffedd5", logoIdea: "Mosaic shield", logoIdeaEs: "Escudo de mosaico", logoConcept: "A shield made of mosaic tiles", logoConceptEs: "Un escudo hecho de teselas de mosaico", stadium: "Grady Stadium" },
  { name: "Cobb County Heavy Haulers", trade: "heavy_equipment", captain: "Brandon Lewis", city: "Marietta", jerseyColor: "#ca8a04", accentColor: "#1c1917", logoIdea: "Excavator arm", logoIdeaEs: "Brazo de excavadora", logoConcept: "An excavator bucket scooping a ball", logoConceptEs: "La cuchara de una excavadora recogiendo un balón", stadium: "Fifth Third Stadium" },
  { name: "Inman Park Architects", trade: "architecture", captain: "Sofia Ramírez", city: "Atlanta", jerseyColor: "#4338ca", accentColor: "#e0e7ff", logoIdea: "Arch", logoIdeaEs: "Arco", logoConcept: "A keystone arch over a pitch", logoConceptEs: "Un arco con clave sobre un campo de juego", stadium: "Bobby Dodd Stadium" },
  { name: "Dunwoody Survey Corps", trade: "surveying", captain: "Nathan Brooks", city: "Dunwoody", jerseyColor: "#166534", accentColor: "#fef9c3", logoIdea: "Theodolite", logoIdeaEs: "Teodolito", logoConcept: "A tripod level sighting a goal", logoConceptEs: "Un nivel sobre trípode apuntando a una portería", stadium: "Bobby Dodd Stadium" },
  { name: "Norcross Sheet Metal Storm", trade: "sheet_metal", captain: "Jamal Robinson", city: "Norcross", jerseyColor: "#475569", accentColor: "#38bdf8", logoIdea: "Folded metal storm cloud", logoIdeaEs: "Nube de tormenta de chapa plegada", logoConcept: "A storm cloud folded from sheet metal", logoConceptEs: "Una nube de tormenta plegada en chapa metálica", stadium: "Silverbacks Park" },
  { name: "Tucker Insulators", trade: "insulation", captain: "Rosa Morales", city: "Tucker", jerseyColor: "#db2777", accentColor: "#fdf2f8", logoIdea: "Thermal wave", logoIdeaEs: "Onda térmica", logoConcept: "Warm and cool waves meeting at a ball", logoConceptEs: "Ondas cálidas y frías que se encuentran en un balón", stadium: "Grady Stadium" },
  { name: "Vinings Elevator Express", trade: "elevator_mechanics", captain: "William Harris", city: "Vinings", jerseyColor: "#9f1239", accentColor: "#fda4af", logoIdea: "Up arrow", logoIdeaEs: "Flecha hacia arriba", logoConcept: "An elevator arrow pointing to the top floor", logoConceptEs: "La flecha de un ascensor que apunta al último piso", stadium: "Center Parc Stadium" },
  { name: "Chamblee Millwrights", trade: "millwrighting", captain: "Diego Vargas", city: "Chamblee", jerseyColor: "#78350f", accentColor: "#fcd34d", logoIdea: "Gear wheel", logoIdeaEs: "Rueda dentada", logoConcept: "Interlocking gears turning a ball", logoConceptEs: "Engranajes entrelazados que hacen girar un balón", stadium: "Silverbacks Park" },
  { name: "Conyers Boilermakers", trade: "boilermaking", captain: "Anthony Scott", city: "Conyers", jerseyColor: "#991b1b", accentColor: "#fde047", logoIdea: "Rivet boiler", logoIdeaEs: "Caldera remachada", logoConcept: "A riveted boiler with a flame crest", logoConceptEs: "Una caldera remachada con un emblema de llama", stadium: "Mercedes-Benz Stadium" },
  { name: "Sandy Springs Solar Strikers", trade: "solar_installation", captain: "Olivia Martin", city: "Sandy Springs", jerseyColor: "#f59e0b", accentColor: "#1e3a8a", logoIdea: "Sun panel", logoIdeaEs: "Panel solar", logoConcept: "A rising sun made of solar cells", logoConceptEs: "Un sol naciente hecho de células solares", stadium: "Bobby Dodd Stadium" },
  { name: "Westside Framers", trade: "framing", captain: "Christopher Young", city: "Atlanta", jerseyColor: "#a16207", accentColor: "#fefce8", logoIdea: "Stud wall", logoIdeaEs: "Pared de montantes", logoConcept: "Wall studs standing like a defensive line", logoConceptEs: "Montantes de pared alineados como una línea defensiva", stadium: "Mercedes-Benz Stadium" },
  { name: "Grant Park Plasterers", trade: "plastering", captain: "Isabel Flores", city: "Atlanta", jerseyColor: "#e11d48", accentColor: "#f5f5f4", logoIdea: "Hawk and trowel", logoIdeaEs: "Halcón y llana", logoConcept: "A hawk holding a plastering trowel", logoConceptEs: "Un halcón que sostiene una llana de yesero", stadium: "Center Parc Stadium" },
  { name: "Forest Park Sprinkler Squad", trade: "fire_protection", captain: "Malik Washington", city: "Forest Park", jerseyColor: "#dc2626", accentColor: "#fee2e2", logoIdea: "Sprinkler head", logoIdeaEs: "Rociador", logoConcept: "A sprinkler head spraying stars", logoConceptEs: "Un rociador que esparce estrellas", stadium: "Grady Stadium" },
  { name: "Peachtree City Cabinetmakers", trade: "cabinetmaking", captain: "Hannah Wright", city: "Peachtree City", jerseyColor: "#854d0e", accentColor: "#fef3c7", logoIdea: "Dovetail joint", logoIdeaEs: "Ensamble de cola de milano", logoConcept: "Dovetail joints locking into a shield", logoConceptEs: "Ensambles de cola de milano que encajan en un escudo", stadium: "Fifth Third Stadium" },
  { name: "Brookhaven Flooring FC", trade: "flooring", captain: "Eduardo Silva", city: "Brookhaven", jerseyColor: "#0d9488", accentColor: "#f0fdfa", logoIdea: "Parquet", logoIdeaEs: "Parqué", logoConcept: "A parquet pattern forming a ball", logoConceptEs: "Un dibujo de parqué que forma un balón", stadium: "Silverbacks Park" },
  { name: "Downtown Project Bosses", trade: "project_management", captain: "Angela Mitchell", city: "Atlanta", jerseyColor: "#111827", accentColor: "#22d3ee", logoIdea: "Hard hat and clipboard", logoIdeaEs: "Casco y portapapeles", logoConcept: "A hard hat resting on a clipboard", logoConceptEs: "Un casco de obra apoyado en un portapapeles", stadium: "Mercedes-Benz Stadium" },
];

/** The English names the seed stored before trades became codes (Migration20261124000000StoredTextInSpanish). */
export const TRADES_BY_NAME: Readonly<Record<string, string>> = Object.fromEntries([
  "Plumbing", "Electrical", "Roofing", "Carpentry", "Masonry", "Welding", "HVAC", "Demolition", "Engineering", "Landscaping",
  "Ironworking", "Painting", "Concrete", "Drywall", "Pipefitting", "Glazing", "Tile Setting", "Heavy Equipment", "Architecture",
  "Surveying", "Sheet Metal", "Insulation", "Elevator Mechanics", "Millwrighting", "Boilermaking", "Solar Installation", "Framing",
  "Plastering", "Fire Protection", "Cabinetmaking", "Flooring",
].map((name) => [name, name.toLowerCase().replace(/[^a-z]+/g, "_")]).concat([["Superintendent/Project Mgmt", "project_management"]]));

/** The English country names the seed stored before nationalities became codes. */
export const NATIONALITIES_BY_NAME: Readonly<Record<string, string>> = {
  USA: "US", Mexico: "MX", Guatemala: "GT", Honduras: "HN", "El Salvador": "SV", Colombia: "CO", Jamaica: "JM", Nigeria: "NG", Brazil: "BR",
};

export const TOURNAMENT_DESCRIPTION = { en: "32 skilled-trade teams, one Atlanta summer.", es: "32 equipos de oficios, un verano en Atlanta." };

export { GROUPS } from "@shared/forms/match.options";

export const ATLANTA_VENUES = [
  "Mercedes-Benz Stadium", "Center Parc Stadium", "Bobby Dodd Stadium",
  "Fifth Third Stadium", "Silverbacks Park", "Grady Stadium",
];

export const FIRST_NAMES = [
  "James", "Michael", "David", "Jose", "Juan", "Luis", "Carlos", "Daniel", "Kevin", "Brian", "Anthony", "Marcus",
  "Andre", "Jamal", "Darius", "Miguel", "Alejandro", "Ricardo", "Fernando", "Ryan", "Tyler", "Jordan", "Cameron",
  "Isaiah", "Elijah", "Mateo", "Santiago", "Diego", "Javier", "Omar", "Samuel", "Victor", "Patrick", "Sean", "Eric",
];
export const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Martinez", "Rodriguez", "Lopez", "Gonzalez", "Perez",
  "Sanchez", "Ramirez", "Torres", "Davis", "Miller", "Wilson", "Moore", "Taylor", "Anderson", "Thomas", "Jackson",
  "White", "Harris", "Clark", "Lewis", "Walker", "Hall", "Allen", "Young", "King", "Rivera", "Morales", "Reyes",
];
/** ISO 3166-1 alpha-2 codes, shown through their CLDR names. */
export const NATIONALITIES = ["US", "US", "US", "MX", "GT", "HN", "SV", "CO", "JM", "NG", "BR"];
export const POSITIONS = ["goalkeeper", "defender", "midfielder", "forward"] as const;
export const SKILL_LEVELS = ["beginner", "intermediate", "advanced", "professional"] as const;

export const SEED_SPONSORS = [
  { name: "Peach State Builders Supply", tier: "title", industry: "construction", description: "Georgia's lumber, tools and materials yard for the trades since 1978.", descriptionEs: "El almacén de madera, herramientas y materiales de Georgia para los oficios desde 1978.", contactEmail: "partners@peachstatebuilders.example", websiteUrl: "https://peachstatebuilders.example" },
  { name: "Southern Power Cooperative", tier: "premium", industry: "electrical", description: "Member-owned utility keeping the lights on across metro Atlanta.", descriptionEs: "Compañía eléctrica de sus socios que mantiene la luz encendida en todo el área metropolitana de Atlanta.", contactEmail: "community@southernpower.example", websiteUrl: "https://southernpower.example" },
  { name: "Chattahoochee Tool Rental", tier: "premium", industry: "construction", description: "Heavy equipment and tool rental for contractors of every size.", descriptionEs: "Alquiler de maquinaria pesada y herramientas para contratistas de cualquier tamaño.", contactEmail: "hello@hoochtools.example", websiteUrl: "https://hoochtools.example" },
  { name: "Ponce Safety Gear", tier: "standard", industry: "manufacturing", description: "Hard hats, gloves and high-visibility workwear.", descriptionEs: "Cascos, guantes y ropa de trabajo de alta visibilidad.", contactEmail: "team@poncesafety.example", websiteUrl: "https://poncesafety.example" },
  { name: "Five Points Credit Union", tier: "standard", industry: "other", description: "Banking for tradespeople and small contractors.", descriptionEs: "Banca para profesionales de oficios y pequeños contratistas.", contactEmail: "sponsorship@fivepointscu.example", websiteUrl: "https://fivepointscu.example" },
  { name: "Old Fourth Ward Coffee", tier: "standard", industry: "food_service", description: "Early coffee for early job sites.", descriptionEs: "Café temprano para obras que empiezan temprano.", contactEmail: "events@o4wcoffee.example", websiteUrl: "https://o4wcoffee.example" },
];

export type SeedProduct = { name: string; nameEs: string; description: string; descriptionEs: string; category: "player_gear" | "fan_merchandise" | "training_equipment"; basePrice: number; sizes: Array<[string, number]> };

const APPAREL: Array<[string, number]> = [["S", 0], ["M", 0], ["L", 0], ["XL", 200], ["XXL", 400]];
export const PRODUCT_TEMPLATES: SeedProduct[] = [
  { name: "Home Jersey", nameEs: "Camiseta local", description: "Official match jersey in team colours.", descriptionEs: "Camiseta oficial de partido con los colores del equipo.", category: "player_gear", basePrice: 6999, sizes: [["XS", 0], ...APPAREL] },
  { name: "Away Jersey", nameEs: "Camiseta visitante", description: "Official away jersey, breathable mesh.", descriptionEs: "Camiseta oficial de visitante, de malla transpirable.", category: "player_gear", basePrice: 6999, sizes: APPAREL },
  { name: "Supporter T-Shirt", nameEs: "Camiseta de aficionado", description: "Soft cotton tee with the team crest.", descriptionEs: "Camiseta de algodón suave con el escudo del equipo.", category: "fan_merchandise", basePrice: 2499, sizes: APPAREL },
  { name: "Team Scarf", nameEs: "Bufanda del equipo", description: "Knitted scarf for match days.", descriptionEs: "Bufanda de punto para los días de partido.", category: "fan_merchandise", basePrice: 1999, sizes: [["One Size", 0]] },
  { name: "Training Ball", nameEs: "Balón de entrenamiento", description: "Size 5 training ball.", descriptionEs: "Balón de entrenamiento talla 5.", category: "training_equipment", basePrice: 2999, sizes: [["Size 4", -300], ["Size 5", 0]] },
  { name: "Shin Guards", nameEs: "Espinilleras", description: "Lightweight guards with ankle sleeves.", descriptionEs: "Espinilleras ligeras con tobilleras.", category: "training_equipment", basePrice: 1899, sizes: [["S", 0], ["M", 0], ["L", 100]] },
];

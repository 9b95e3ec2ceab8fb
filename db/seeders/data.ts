/** Seed catalogue for the demo tournament: plain data, no I/O. */

export type SeedTeam = {
  name: string; trade: string; captain: string; city: string;
  jerseyColor: string; accentColor: string; logoIdea: string; logoConcept: string; stadium: string;
};

export const SEED_TEAMS: SeedTeam[] = [
  { name: "Atlanta Pipe Masters", trade: "Plumbing", captain: "Marcus Johnson", city: "Atlanta", jerseyColor: "#1d4ed8", accentColor: "#f8fafc", logoIdea: "Crossed pipe wrenches", logoConcept: "Two chrome wrenches crossed over a water drop", stadium: "Center Parc Stadium" },
  { name: "Peachtree Live Wires", trade: "Electrical", captain: "Daniela Reyes", city: "Decatur", jerseyColor: "#facc15", accentColor: "#111827", logoIdea: "Lightning bolt", logoConcept: "A bolt splitting a soccer ball in two", stadium: "Grady Stadium" },
  { name: "Buckhead Roof Raisers", trade: "Roofing", captain: "Tyrone Williams", city: "Sandy Springs", jerseyColor: "#b91c1c", accentColor: "#fef2f2", logoIdea: "Shingled peak", logoConcept: "A roof ridge rising like a mountain", stadium: "Bobby Dodd Stadium" },
  { name: "Marietta Timber Wolves", trade: "Carpentry", captain: "Luis Hernández", city: "Marietta", jerseyColor: "#92400e", accentColor: "#fde68a", logoIdea: "Wolf and saw", logoConcept: "A wolf head cut from a circular saw blade", stadium: "Fifth Third Stadium" },
  { name: "Stone Mountain Masons", trade: "Masonry", captain: "Andre Thompson", city: "Stone Mountain", jerseyColor: "#57534e", accentColor: "#fafaf9", logoIdea: "Trowel and brick", logoConcept: "A trowel laying the last brick of an arch", stadium: "Silverbacks Park" },
  { name: "Smyrna Arc Angels", trade: "Welding", captain: "Carlos Mendoza", city: "Smyrna", jerseyColor: "#ea580c", accentColor: "#1f2937", logoIdea: "Welding torch halo", logoConcept: "A torch flame forming a halo over a ball", stadium: "Center Parc Stadium" },
  { name: "Decatur Climate Control", trade: "HVAC", captain: "Jasmine Carter", city: "Decatur", jerseyColor: "#0891b2", accentColor: "#ecfeff", logoIdea: "Snowflake fan", logoConcept: "Fan blades shaped like a snowflake", stadium: "Grady Stadium" },
  { name: "Fulton Wrecking Crew", trade: "Demolition", captain: "Derrick Moore", city: "Atlanta", jerseyColor: "#18181b", accentColor: "#f59e0b", logoIdea: "Wrecking ball", logoConcept: "A wrecking ball drawn as a soccer ball", stadium: "Mercedes-Benz Stadium" },
  { name: "Midtown Blueprint FC", trade: "Engineering", captain: "Priya Patel", city: "Atlanta", jerseyColor: "#1e3a8a", accentColor: "#93c5fd", logoIdea: "Compass and ruler", logoConcept: "A drafting compass drawing a pitch", stadium: "Bobby Dodd Stadium" },
  { name: "Roswell Green Keepers", trade: "Landscaping", captain: "Miguel Torres", city: "Roswell", jerseyColor: "#15803d", accentColor: "#f0fdf4", logoIdea: "Oak leaf", logoConcept: "An oak leaf with a ball for an acorn", stadium: "Fifth Third Stadium" },
  { name: "Kennesaw Steel Giants", trade: "Ironworking", captain: "Robert Jackson", city: "Kennesaw", jerseyColor: "#334155", accentColor: "#e2e8f0", logoIdea: "I-beam", logoConcept: "An I-beam forming the letter K", stadium: "Fifth Third Stadium" },
  { name: "Alpharetta Brush Strokes", trade: "Painting", captain: "Ana Gutiérrez", city: "Alpharetta", jerseyColor: "#7c3aed", accentColor: "#fae8ff", logoIdea: "Paint roller", logoConcept: "A roller painting a stripe across a goal", stadium: "Silverbacks Park" },
  { name: "East Point Concrete Kings", trade: "Concrete", captain: "Terrence Davis", city: "East Point", jerseyColor: "#6b7280", accentColor: "#fef08a", logoIdea: "Mixer crown", logoConcept: "A cement mixer wearing a crown", stadium: "Center Parc Stadium" },
  { name: "Lawrenceville Drywall Dragons", trade: "Drywall", captain: "Kevin Nguyen", city: "Lawrenceville", jerseyColor: "#be123c", accentColor: "#fff1f2", logoIdea: "Dragon and trowel", logoConcept: "A dragon breathing a smooth finish", stadium: "Grady Stadium" },
  { name: "College Park Pipefitters", trade: "Pipefitting", captain: "Jorge Castillo", city: "College Park", jerseyColor: "#0f766e", accentColor: "#ccfbf1", logoIdea: "Elbow joint", logoConcept: "A pipe elbow bending around a ball", stadium: "Mercedes-Benz Stadium" },
  { name: "Duluth Glass Works", trade: "Glazing", captain: "Emily Chen", city: "Duluth", jerseyColor: "#0ea5e9", accentColor: "#f0f9ff", logoIdea: "Window pane", logoConcept: "A four-pane window framing a goal net", stadium: "Silverbacks Park" },
  { name: "Gwinnett Tile Titans", trade: "Tile Setting", captain: "Rafael Ortiz", city: "Lawrenceville", jerseyColor: "#c2410c", accentColor: "#ffedd5", logoIdea: "Mosaic shield", logoConcept: "A shield made of mosaic tiles", stadium: "Grady Stadium" },
  { name: "Cobb County Heavy Haulers", trade: "Heavy Equipment", captain: "Brandon Lewis", city: "Marietta", jerseyColor: "#ca8a04", accentColor: "#1c1917", logoIdea: "Excavator arm", logoConcept: "An excavator bucket scooping a ball", stadium: "Fifth Third Stadium" },
  { name: "Inman Park Architects", trade: "Architecture", captain: "Sofia Ramírez", city: "Atlanta", jerseyColor: "#4338ca", accentColor: "#e0e7ff", logoIdea: "Arch", logoConcept: "A keystone arch over a pitch", stadium: "Bobby Dodd Stadium" },
  { name: "Dunwoody Survey Corps", trade: "Surveying", captain: "Nathan Brooks", city: "Dunwoody", jerseyColor: "#166534", accentColor: "#fef9c3", logoIdea: "Theodolite", logoConcept: "A tripod level sighting a goal", stadium: "Bobby Dodd Stadium" },
  { name: "Norcross Sheet Metal Storm", trade: "Sheet Metal", captain: "Jamal Robinson", city: "Norcross", jerseyColor: "#475569", accentColor: "#38bdf8", logoIdea: "Folded metal storm cloud", logoConcept: "A storm cloud folded from sheet metal", stadium: "Silverbacks Park" },
  { name: "Tucker Insulators", trade: "Insulation", captain: "Rosa Morales", city: "Tucker", jerseyColor: "#db2777", accentColor: "#fdf2f8", logoIdea: "Thermal wave", logoConcept: "Warm and cool waves meeting at a ball", stadium: "Grady Stadium" },
  { name: "Vinings Elevator Express", trade: "Elevator Mechanics", captain: "William Harris", city: "Vinings", jerseyColor: "#9f1239", accentColor: "#fda4af", logoIdea: "Up arrow", logoConcept: "An elevator arrow pointing to the top floor", stadium: "Center Parc Stadium" },
  { name: "Chamblee Millwrights", trade: "Millwrighting", captain: "Diego Vargas", city: "Chamblee", jerseyColor: "#78350f", accentColor: "#fcd34d", logoIdea: "Gear wheel", logoConcept: "Interlocking gears turning a ball", stadium: "Silverbacks Park" },
  { name: "Conyers Boilermakers", trade: "Boilermaking", captain: "Anthony Scott", city: "Conyers", jerseyColor: "#991b1b", accentColor: "#fde047", logoIdea: "Rivet boiler", logoConcept: "A riveted boiler with a flame crest", stadium: "Mercedes-Benz Stadium" },
  { name: "Sandy Springs Solar Strikers", trade: "Solar Installation", captain: "Olivia Martin", city: "Sandy Springs", jerseyColor: "#f59e0b", accentColor: "#1e3a8a", logoIdea: "Sun panel", logoConcept: "A rising sun made of solar cells", stadium: "Bobby Dodd Stadium" },
  { name: "Westside Framers", trade: "Framing", captain: "Christopher Young", city: "Atlanta", jerseyColor: "#a16207", accentColor: "#fefce8", logoIdea: "Stud wall", logoConcept: "Wall studs standing like a defensive line", stadium: "Mercedes-Benz Stadium" },
  { name: "Grant Park Plasterers", trade: "Plastering", captain: "Isabel Flores", city: "Atlanta", jerseyColor: "#e11d48", accentColor: "#f5f5f4", logoIdea: "Hawk and trowel", logoConcept: "A hawk holding a plastering trowel", stadium: "Center Parc Stadium" },
  { name: "Forest Park Sprinkler Squad", trade: "Fire Protection", captain: "Malik Washington", city: "Forest Park", jerseyColor: "#dc2626", accentColor: "#fee2e2", logoIdea: "Sprinkler head", logoConcept: "A sprinkler head spraying stars", stadium: "Grady Stadium" },
  { name: "Peachtree City Cabinetmakers", trade: "Cabinetmaking", captain: "Hannah Wright", city: "Peachtree City", jerseyColor: "#854d0e", accentColor: "#fef3c7", logoIdea: "Dovetail joint", logoConcept: "Dovetail joints locking into a shield", stadium: "Fifth Third Stadium" },
  { name: "Brookhaven Flooring FC", trade: "Flooring", captain: "Eduardo Silva", city: "Brookhaven", jerseyColor: "#0d9488", accentColor: "#f0fdfa", logoIdea: "Parquet", logoConcept: "A parquet pattern forming a ball", stadium: "Silverbacks Park" },
  { name: "Downtown Project Bosses", trade: "Superintendent/Project Mgmt", captain: "Angela Mitchell", city: "Atlanta", jerseyColor: "#111827", accentColor: "#22d3ee", logoIdea: "Hard hat and clipboard", logoConcept: "A hard hat resting on a clipboard", stadium: "Mercedes-Benz Stadium" },
];

export const GROUPS = ["A", "B", "C", "D", "E", "F", "G", "H"] as const;

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
export const NATIONALITIES = ["USA", "USA", "USA", "Mexico", "Guatemala", "Honduras", "El Salvador", "Colombia", "Jamaica", "Nigeria", "Brazil"];
export const POSITIONS = ["goalkeeper", "defender", "midfielder", "forward"] as const;
export const SKILL_LEVELS = ["beginner", "intermediate", "advanced", "professional"] as const;

export const SEED_SPONSORS = [
  { name: "Peach State Builders Supply", tier: "title", industry: "Construction", description: "Georgia's lumber, tools and materials yard for the trades since 1978.", contactEmail: "partners@peachstatebuilders.example", websiteUrl: "https://peachstatebuilders.example" },
  { name: "Southern Power Cooperative", tier: "premium", industry: "Electrical", description: "Member-owned utility keeping the lights on across metro Atlanta.", contactEmail: "community@southernpower.example", websiteUrl: "https://southernpower.example" },
  { name: "Chattahoochee Tool Rental", tier: "premium", industry: "Construction", description: "Heavy equipment and tool rental for contractors of every size.", contactEmail: "hello@hoochtools.example", websiteUrl: "https://hoochtools.example" },
  { name: "Ponce Safety Gear", tier: "standard", industry: "Manufacturing", description: "Hard hats, gloves and high-visibility workwear.", contactEmail: "team@poncesafety.example", websiteUrl: "https://poncesafety.example" },
  { name: "Five Points Credit Union", tier: "standard", industry: "Other", description: "Banking for tradespeople and small contractors.", contactEmail: "sponsorship@fivepointscu.example", websiteUrl: "https://fivepointscu.example" },
  { name: "Old Fourth Ward Coffee", tier: "standard", industry: "Food Service", description: "Early coffee for early job sites.", contactEmail: "events@o4wcoffee.example", websiteUrl: "https://o4wcoffee.example" },
];

export type SeedProduct = { name: string; description: string; category: "player_gear" | "fan_merchandise" | "training_equipment"; basePrice: number; sizes: Array<[string, number]> };

const APPAREL: Array<[string, number]> = [["S", 0], ["M", 0], ["L", 0], ["XL", 200], ["XXL", 400]];
export const PRODUCT_TEMPLATES: SeedProduct[] = [
  { name: "Home Jersey", description: "Official match jersey in team colours.", category: "player_gear", basePrice: 6999, sizes: [["XS", 0], ...APPAREL] },
  { name: "Away Jersey", description: "Official away jersey, breathable mesh.", category: "player_gear", basePrice: 6999, sizes: APPAREL },
  { name: "Supporter T-Shirt", description: "Soft cotton tee with the team crest.", category: "fan_merchandise", basePrice: 2499, sizes: APPAREL },
  { name: "Team Scarf", description: "Knitted scarf for match days.", category: "fan_merchandise", basePrice: 1999, sizes: [["One Size", 0]] },
  { name: "Training Ball", description: "Size 5 training ball.", category: "training_equipment", basePrice: 2999, sizes: [["Size 4", -300], ["Size 5", 0]] },
  { name: "Shin Guards", description: "Lightweight guards with ankle sleeves.", category: "training_equipment", basePrice: 1899, sizes: [["S", 0], ["M", 0], ["L", 100]] },
];

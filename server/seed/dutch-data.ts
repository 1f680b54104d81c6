/**
 * Word lists for realistic Dutch demo data (server/seed/demo-admin-data.ts and the bulk seed): regions with their
 * cities, postcode ranges and area codes, facility names, branches with their expertises in order, roles, tags,
 * people's names and job titles. Plain data; invented organisations, real places.
 */

export interface DemoCity {
  name: string;
  /** Postcode digits this city uses (inclusive). */
  postcodes: [number, number];
  /** Area code without the leading 0 (`20` for Amsterdam). */
  areaCode: string;
}

export interface DemoRegion {
  name: string;
  description: string;
  cities: DemoCity[];
}

export const REGIONS: DemoRegion[] = [
  {
    name: 'Amsterdam-Amstelland',
    description:
      'Amsterdam en de gemeenten rond de Amstel. Veel vraag naar verzorgenden IG en wijkverpleegkundigen; planning via het team Amsterdam.',
    cities: [
      { name: 'Amsterdam', postcodes: [1011, 1109], areaCode: '20' },
      { name: 'Amstelveen', postcodes: [1181, 1189], areaCode: '20' },
      { name: 'Diemen', postcodes: [1111, 1112], areaCode: '20' },
      { name: 'Uithoorn', postcodes: [1421, 1424], areaCode: '297' },
    ],
  },
  {
    name: 'Utrecht en Eemland',
    description:
      'De stad Utrecht, Nieuwegein, Zeist, Houten en Amersfoort. Grote ziekenhuizen en gehandicaptenzorg; diensten vaak in het weekend.',
    cities: [
      { name: 'Utrecht', postcodes: [3511, 3585], areaCode: '30' },
      { name: 'Nieuwegein', postcodes: [3430, 3439], areaCode: '30' },
      { name: 'Zeist', postcodes: [3700, 3709], areaCode: '30' },
      { name: 'Amersfoort', postcodes: [3811, 3829], areaCode: '33' },
    ],
  },
  {
    name: 'Rotterdam-Rijnmond',
    description:
      'Rotterdam en omliggende gemeenten. Veel thuiszorg en ouderenzorg; let op de reistijd over de Maas bij het plannen.',
    cities: [
      { name: 'Rotterdam', postcodes: [3011, 3089], areaCode: '10' },
      { name: 'Schiedam', postcodes: [3111, 3125], areaCode: '10' },
      { name: 'Capelle aan den IJssel', postcodes: [2901, 2909], areaCode: '10' },
      { name: 'Spijkenisse', postcodes: [3201, 3209], areaCode: '181' },
    ],
  },
  {
    name: 'Haaglanden',
    description: 'Den Haag, Delft, Zoetermeer en Rijswijk. Veel GGZ-instellingen en revalidatiezorg.',
    cities: [
      { name: 'Den Haag', postcodes: [2491, 2597], areaCode: '70' },
      { name: 'Delft', postcodes: [2611, 2629], areaCode: '15' },
      { name: 'Zoetermeer', postcodes: [2711, 2729], areaCode: '79' },
      { name: 'Rijswijk', postcodes: [2280, 2289], areaCode: '70' },
    ],
  },
  {
    name: 'Brabant Oost',
    description:
      "Eindhoven, Helmond, 's-Hertogenbosch en Oss. Groeiende vraag in de ouderenzorg; veel parttime diensten.",
    cities: [
      { name: 'Eindhoven', postcodes: [5611, 5658], areaCode: '40' },
      { name: 'Helmond', postcodes: [5701, 5709], areaCode: '492' },
      { name: "'s-Hertogenbosch", postcodes: [5211, 5237], areaCode: '73' },
      { name: 'Oss', postcodes: [5340, 5349], areaCode: '412' },
    ],
  },
  {
    name: 'Twente',
    description: 'Enschede, Hengelo, Almelo en Oldenzaal. Korte lijnen met de zorggroepen in de regio.',
    cities: [
      { name: 'Enschede', postcodes: [7511, 7548], areaCode: '53' },
      { name: 'Hengelo', postcodes: [7550, 7559], areaCode: '74' },
      { name: 'Almelo', postcodes: [7601, 7609], areaCode: '546' },
      { name: 'Oldenzaal', postcodes: [7570, 7577], areaCode: '541' },
    ],
  },
  {
    name: 'Groningen en Drenthe',
    description:
      'Groningen, Assen en Emmen. Grote afstanden: plan medewerkers zo veel mogelijk dicht bij huis.',
    cities: [
      { name: 'Groningen', postcodes: [9711, 9747], areaCode: '50' },
      { name: 'Assen', postcodes: [9401, 9409], areaCode: '592' },
      { name: 'Emmen', postcodes: [7811, 7826], areaCode: '591' },
    ],
  },
  {
    name: 'Gelderland Midden',
    description: 'Arnhem, Nijmegen, Ede en Apeldoorn. Veel gehandicaptenzorg en jeugdzorg.',
    cities: [
      { name: 'Arnhem', postcodes: [6811, 6846], areaCode: '26' },
      { name: 'Nijmegen', postcodes: [6511, 6546], areaCode: '24' },
      { name: 'Ede', postcodes: [6711, 6718], areaCode: '318' },
      { name: 'Apeldoorn', postcodes: [7311, 7339], areaCode: '55' },
    ],
  },
];

export const FACILITY_KINDS = [
  'Zorgcentrum',
  'Verpleeghuis',
  'Woonzorgcentrum',
  'Thuiszorg',
  'Zorggroep',
  'Revalidatiecentrum',
  'Hospice',
  'Woonvoorziening',
  'GGZ-centrum',
  'Zorgvilla',
];

export const FACILITY_NAMES = [
  'De Horst',
  'Het Baken',
  'De Linde',
  'Avondrood',
  'De Zonnebloem',
  'Het Anker',
  'De Schakel',
  'De Bolder',
  'Sint Jozef',
  'De Wilgenhof',
  'Het Kruispunt',
  'De Eik',
  'Meerzicht',
  'De Vijverhof',
  'Rozenhof',
  'De Brink',
  'Het Veerhuis',
  'De Kastanjehof',
  'Oosterlicht',
  'De Beukenhorst',
  'Het Lindehuis',
  'De Akkers',
  'Parkzicht',
  'De Waterlelie',
];

export const STREETS = [
  'Dorpsstraat',
  'Kerkstraat',
  'Molenweg',
  'Stationsweg',
  'Lindelaan',
  'Julianalaan',
  'Beatrixstraat',
  'Wilhelminaweg',
  'Schoolstraat',
  'Nieuwstraat',
  'Prins Bernhardlaan',
  'Parallelweg',
  'Oranjelaan',
  'Eikenlaan',
  'Zuiderweg',
  'Kastanjelaan',
];

/** Branches of care with their expertises in the order planners use. */
export const BRANCHES: {
  name: string;
  description: string;
  expertises: string[];
  profiles: [string, number[]][];
}[] = [
  {
    name: 'Verpleging, verzorging en thuiszorg',
    description: 'Ouderenzorg in verpleeghuizen, verzorgingshuizen en thuis (VVT).',
    expertises: [
      'Helpende Zorg & Welzijn (niveau 2)',
      'Verzorgende IG (niveau 3)',
      'Verpleegkundige (niveau 4)',
      'Verpleegkundige (niveau 6)',
      'Wijkverpleegkundige',
    ],
    profiles: [
      ['Avond- en nachtdienst', [1, 2]],
      ['Wijkteam', [1, 4]],
    ],
  },
  {
    name: 'Gehandicaptenzorg',
    description: 'Begeleiding en zorg voor mensen met een verstandelijke of lichamelijke beperking.',
    expertises: [
      'Activiteitenbegeleider',
      'Begeleider (niveau 3)',
      'Begeleider (niveau 4)',
      'Persoonlijk begeleider',
      'Gedragsdeskundige',
    ],
    profiles: [['Woongroep', [1, 2, 3]]],
  },
  {
    name: 'Geestelijke gezondheidszorg',
    description: 'Klinische en ambulante GGZ.',
    expertises: [
      'Ervaringsdeskundige',
      'GGZ-agoog',
      'Sociaal-psychiatrisch verpleegkundige',
      'Verpleegkundig specialist GGZ',
    ],
    profiles: [['Ambulant team', [1, 2]]],
  },
  {
    name: 'Ziekenhuiszorg',
    description: 'Verpleegafdelingen, operatiekamers en spoedeisende hulp.',
    expertises: [
      'Doktersassistent',
      'OK-assistent',
      'Anesthesiemedewerker',
      'SEH-verpleegkundige',
      'IC-verpleegkundige',
    ],
    profiles: [['Acute zorg', [3, 4]]],
  },
  {
    name: 'Jeugdzorg',
    description: 'Jeugdhulp, gezinshuizen en residentiële jeugdzorg.',
    expertises: ['Pedagogisch medewerker', 'Jeugdzorgwerker', 'Gezinshuisouder'],
    profiles: [],
  },
];

export const TAGS = [
  'BHV-diploma',
  'Rijbewijs B',
  'Eigen auto',
  'Nachtdiensten',
  'Weekenddiensten',
  'Spreekt Engels',
  'Spreekt Turks',
  'Spreekt Arabisch',
  'Mentor',
  'Nieuw in dienst',
  'Parttime',
  'Fulltime',
];

export const FIRST_NAMES = [
  'Sanne',
  'Lotte',
  'Emma',
  'Julia',
  'Sophie',
  'Lisa',
  'Anna',
  'Fleur',
  'Eva',
  'Iris',
  'Noa',
  'Sara',
  'Daan',
  'Sem',
  'Lucas',
  'Levi',
  'Finn',
  'Milan',
  'Jesse',
  'Thijs',
  'Bram',
  'Ruben',
  'Mohammed',
  'Ayoub',
  'Fatima',
  'Yasmina',
  'Priya',
  'Kevin',
  'Tim',
  'Joris',
  'Maaike',
  'Inge',
  'Marieke',
  'Anouk',
  'Femke',
  'Wouter',
  'Pieter',
  'Hanneke',
  'Esther',
  'Bas',
  'Niels',
  'Rick',
  'Lieke',
  'Merel',
  'Sven',
  'Stijn',
  'Tessa',
  'Roos',
  'Jasper',
  'Koen',
  'Zeynep',
  'Emre',
  'Nadia',
  'Kofi',
  'Chantal',
  'Dewi',
  'Ilse',
  'Gijs',
  'Jelle',
  'Mila',
];

export const LAST_NAMES = [
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'van der Linden',
  'Kok',
  'Jacobs',
  'de Haan',
  'Vermeulen',
  'van den Heuvel',
  'van der Veen',
  'Yilmaz',
  'el Amrani',
  'Bouzid',
  'Kaya',
  'Pinas',
  'Tjon A Fong',
  'Hoekstra',
  'Postma',
  'Kuipers',
  'Willems',
  'Schouten',
  'Verhoeven',
  'Huisman',
  'Bosman',
  'Koster',
  'Prins',
  'van Beek',
  'Martens',
  'Maas',
  'Sarmo',
  'Öztürk',
  'Mahabier',
];

export const JOB_TITLES = [
  'Planner',
  'Senior planner',
  'Intercedent',
  'Recruiter',
  'Accountmanager',
  'Teamleider planning',
  'Salarisadministrateur',
  'Zorgconsulent',
  'Regiomanager',
  'Kwaliteitsmedewerker',
];

export const ARCHIVE_REASONS = [
  'Uit dienst getreden',
  'Contract niet verlengd',
  'Dubbel aangemaakt',
  'Verhuisd naar het buitenland',
  'Met pensioen',
];

export const BANKS = ['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB', 'ASNB', 'KNAB', 'BUNQ'];

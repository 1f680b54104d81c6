import { PERMISSIONS, type Permission } from '../../resources/permissions.ts';
import {
  ARCHIVE_REASONS,
  BRANCHES,
  FACILITY_KINDS,
  FACILITY_NAMES,
  FIRST_NAMES,
  JOB_TITLES,
  LAST_NAMES,
  REGIONS,
  STREETS,
  TAGS,
  type DemoCity,
} from './dutch-data.ts';
import {
  asciiWord,
  demoIban,
  demoKvk,
  demoLandline,
  demoMobile,
  demoPostcode,
  demoRandom,
  demoVat,
  emailLocalPart,
  type DemoRandom,
} from './demo-random.ts';

/**
 * The demo's administration data as request bodies of the admin API (so a test can check each against its
 * definition's rules): regions, ~60 facilities, branches with ordered expertises and profiles, roles, tags,
 * administrative units and ~200 employees, some archived. Deterministic: the same data on every machine.
 */

export interface DemoFacility {
  region: number;
  body: Record<string, string>;
}

export interface DemoEmployee {
  body: Record<string, string | null>;
  /** Indexes into `regions`, the first the primary one; in each the employee works in their role. */
  regions: number[];
  /** Index into `roles`. */
  role: number;
  /** Indexes into `tags`. */
  tags: number[];
  archiveReason: string | null;
}

export interface DemoAdminData {
  regions: { name: string; description: string }[];
  facilities: DemoFacility[];
  branches: (typeof BRANCHES)[number][];
  roles: { name: string; permissions: Permission[] }[];
  tags: string[];
  administrativeUnits: Record<string, string>[];
  employees: DemoEmployee[];
}

/**
 * Staff who are also demo users (server/seed/demo-users.ts): their employee records carry the same email and are
 * linked to those accounts.
 */
export const DEMO_STAFF = [
  { firstName: 'Demi', lastName: 'de Vries', email: 'beheerder@zorgportaal.test', jobTitle: 'Regiomanager' },
  { firstName: 'Sanne', lastName: 'Jansen', email: 'sanne.jansen@zorgportaal.test', jobTitle: 'Planner' },
  {
    firstName: 'Mohammed',
    lastName: 'el Amrani',
    email: 'mohammed.elamrani@zorgportaal.test',
    jobTitle: 'Accountmanager',
  },
  {
    firstName: 'Lotte',
    lastName: 'van den Berg',
    email: 'lotte.vandenberg@zorgportaal.test',
    jobTitle: 'Teamleider planning',
  },
  {
    firstName: 'Fleur',
    lastName: 'de Jong',
    email: 'fleur.dejong@zorgportaal.test',
    jobTitle: 'Intercedent',
  },
];

export const DEMO_ROLES: { name: string; permissions: Permission[] }[] = [
  {
    name: 'Beheerder',
    permissions: [...PERMISSIONS], // every permission
  },
  { name: 'Planner', permissions: ['manage_tags', 'view_employees'] },
  {
    name: 'Regiomanager',
    permissions: ['manage_employees', 'manage_regions', 'view_employee_action_history', 'view_employees'],
  },
  { name: 'Recruiter', permissions: ['manage_employees', 'manage_tags', 'view_employees'] },
  { name: 'Salarisadministratie', permissions: ['manage_administrative_units', 'view_employees'] },
  { name: 'Functioneel beheer', permissions: ['manage_branches', 'manage_roles', 'manage_tags'] },
];

/** The role that fits a job title (index into DEMO_ROLES); the demo administrator is Beheerder. */
function roleFor(jobTitle: string, email: string): number {
  if (email === DEMO_STAFF[0]!.email) return 0;
  const byTitle: Record<string, string> = {
    Regiomanager: 'Regiomanager',
    Recruiter: 'Recruiter',
    Intercedent: 'Recruiter',
    Salarisadministrateur: 'Salarisadministratie',
    Kwaliteitsmedewerker: 'Functioneel beheer',
  };
  const name = byTitle[jobTitle] ?? 'Planner';
  return DEMO_ROLES.findIndex((role) => role.name === name);
}

function address(random: DemoRandom, city: DemoCity) {
  return {
    streetAddress: `${random.pick(STREETS)} ${random.int(1, 240)}`,
    postalCode: demoPostcode(random, city),
    city: city.name,
  };
}

function facilities(random: DemoRandom, perRegion: number): DemoFacility[] {
  const used = new Set<string>();
  return REGIONS.flatMap((region, index) =>
    Array.from({ length: perRegion }, () => {
      const city = random.pick(region.cities);
      let name = `${random.pick(FACILITY_KINDS)} ${random.pick(FACILITY_NAMES)}`;
      while (used.has(name)) name = `${random.pick(FACILITY_KINDS)} ${random.pick(FACILITY_NAMES)}`;
      used.add(name);
      const domain = `${asciiWord(name)}.test`;
      return {
        region: index,
        body: {
          name,
          ...address(random, city),
          kvkNumber: demoKvk(random),
          vatNumber: demoVat(random),
          iban: demoIban(random),
          email: `planning@${domain}`,
          phone: demoLandline(random, city),
        },
      };
    }),
  );
}

function employees(random: DemoRandom, count: number): DemoEmployee[] {
  const taken = new Set(DEMO_STAFF.map((staff) => staff.email));
  const people = DEMO_STAFF.map((staff) => ({ ...staff }));
  while (people.length < count) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const local = emailLocalPart(firstName, lastName);
    let email = `${local}@zorgportaal.test`;
    for (let n = 2; taken.has(email); n += 1) email = `${local}${n}@zorgportaal.test`;
    taken.add(email);
    people.push({ firstName, lastName, email, jobTitle: random.pick(JOB_TITLES) });
  }
  const regionIndexes = REGIONS.map((_, index) => index);
  const tagIndexes = TAGS.map((_, index) => index);
  return people.map((person, index) => {
    const regions = random.some(regionIndexes, random.chance(0.25) ? 2 : 1);
    const city = random.pick(REGIONS[regions[0]!]!.cities);
    const archived = index >= DEMO_STAFF.length && random.chance(0.06);
    return {
      body: {
        ...person,
        phone: random.chance(0.85) ? demoMobile(random) : null,
        ...address(random, city),
      },
      regions,
      role: roleFor(person.jobTitle, person.email),
      tags: random.some(tagIndexes, random.int(0, 3)),
      archiveReason: archived ? random.pick(ARCHIVE_REASONS) : null,
    };
  });
}

function administrativeUnits(random: DemoRandom): Record<string, string>[] {
  const utrecht = REGIONS[1]!.cities[0]!;
  const unit = (name: string, type: string, referenceNumber: string, email: string) => ({
    name,
    type,
    referenceNumber,
    kvkNumber: demoKvk(random),
    vatNumber: demoVat(random),
    iban: demoIban(random),
    email,
    phone: demoLandline(random, utrecht),
    ...address(random, utrecht),
  });
  return [
    unit('Zorgportaal Detachering B.V.', 'internal', 'ZPD-100001', 'administratie@zorgportaal.test'),
    unit('Zorgportaal Flex B.V.', 'internal', 'ZPF-100002', 'flex@zorgportaal.test'),
    unit('Zorgportaal ZZP Diensten B.V.', 'professional', 'ZZP-200001', 'zzp@zorgportaal.test'),
    unit('Facturatie zorginstellingen Noord', 'facility', 'FAC-300101', 'facturen.noord@zorgportaal.test'),
    unit('Facturatie zorginstellingen Zuid', 'facility', 'FAC-300102', 'facturen.zuid@zorgportaal.test'),
    unit('Facturatie ziekenhuizen', 'facility', 'FAC-300201', 'facturen.ziekenhuizen@zorgportaal.test'),
  ];
}

export function demoAdminData(seed = 2025): DemoAdminData {
  const random = demoRandom(seed);
  return {
    regions: REGIONS.map(({ name, description }) => ({ name, description })),
    facilities: facilities(random, 8),
    branches: BRANCHES,
    roles: DEMO_ROLES,
    tags: TAGS,
    administrativeUnits: administrativeUnits(random),
    employees: employees(random, 200),
  };
}

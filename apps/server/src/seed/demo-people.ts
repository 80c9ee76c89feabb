import type { UserRole } from '@tera/domain';

/** One password for every demo login, printed at first start and written in the README. */
export const DEMO_PASSWORD = 'tera-demo-2026';
export const DEMO_COMPANY = { name: 'Tera Demo', slug: 'demo', timeZone: 'Europe/Madrid' } as const;

export type DemoTeam = 'producto' | 'ventas' | 'diseno';

export interface DemoPersonSpec {
  key: string;
  fullName: string;
  email: string;
  role: UserRole;
  jobTitle: string;
  department: string;
  team?: DemoTeam;
  /** The key of the person this one reports to. */
  leader?: string;
  sharesWithLeader?: boolean;
  struggling?: boolean;
  /** Logins people try first keep today's check-in for them to make. */
  keepTodayOpen?: boolean;
  inCompany: boolean;
  isSuperAdmin?: boolean;
}

export const DEMO_TEAMS: Record<DemoTeam, string> = {
  producto: 'Producto',
  ventas: 'Ventas',
  diseno: 'Diseño',
};

const person = (
  key: string,
  fullName: string,
  role: UserRole,
  jobTitle: string,
  department: string,
  extra: Partial<DemoPersonSpec> = {},
): DemoPersonSpec => ({
  key,
  fullName,
  email: `${key}@demo.tera.local`,
  role,
  jobTitle,
  department,
  inCompany: true,
  ...extra,
});

export const DEMO_PEOPLE: DemoPersonSpec[] = [
  person('ana', 'Ana García', 'admin', 'Directora de Personas', 'Personas', { keepTodayOpen: true }),
  person('carlos', 'Carlos Martín', 'leader', 'Jefe de Producto', 'Producto', {
    team: 'producto',
    keepTodayOpen: true,
  }),
  person('javier', 'Javier López', 'employee', 'Desarrollador', 'Producto', {
    team: 'producto',
    leader: 'carlos',
    sharesWithLeader: true,
    keepTodayOpen: true,
  }),
  person('maria', 'María Sánchez', 'employee', 'Desarrolladora', 'Producto', {
    team: 'producto',
    leader: 'carlos',
  }),
  person('pablo', 'Pablo Romero', 'employee', 'QA', 'Producto', { team: 'producto', leader: 'carlos' }),
  person('elena', 'Elena Torres', 'employee', 'Diseñadora de producto', 'Producto', {
    team: 'producto',
    leader: 'carlos',
    sharesWithLeader: true,
    struggling: true,
  }),
  person('diego', 'Diego Navarro', 'employee', 'Desarrollador', 'Producto', {
    team: 'producto',
    leader: 'carlos',
  }),
  person('alba', 'Alba Serrano', 'employee', 'Analista de datos', 'Producto', {
    team: 'producto',
    leader: 'carlos',
  }),
  person('ivan', 'Iván Molina', 'employee', 'Desarrollador', 'Producto', {
    team: 'producto',
    leader: 'carlos',
  }),
  person('lucia', 'Lucía Fernández', 'leader', 'Directora Comercial', 'Ventas', {
    team: 'ventas',
    keepTodayOpen: true,
  }),
  person('sofia', 'Sofía Ruiz', 'employee', 'Ejecutiva de cuentas', 'Ventas', {
    team: 'ventas',
    leader: 'lucia',
  }),
  person('daniel', 'Daniel Moreno', 'employee', 'Ejecutivo de cuentas', 'Ventas', {
    team: 'ventas',
    leader: 'lucia',
    sharesWithLeader: true,
  }),
  person('laura', 'Laura Jiménez', 'employee', 'Preventa', 'Ventas', { team: 'ventas', leader: 'lucia' }),
  person('hugo', 'Hugo Álvarez', 'employee', 'Ejecutivo de cuentas', 'Ventas', {
    team: 'ventas',
    leader: 'lucia',
  }),
  person('marta', 'Marta Díaz', 'employee', 'Customer success', 'Ventas', {
    team: 'ventas',
    leader: 'lucia',
  }),
  person('irene', 'Irene Castro', 'leader', 'Responsable de Diseño', 'Diseño', { team: 'diseno' }),
  person('raul', 'Raúl Ortega', 'employee', 'Diseñador', 'Diseño', { team: 'diseno', leader: 'irene' }),
  person('nerea', 'Nerea Gil', 'employee', 'Ilustradora', 'Diseño', { team: 'diseno', leader: 'irene' }),
  person('tomas', 'Tomás Vidal', 'employee', 'Consultor independiente', 'Consultoría', {
    inCompany: false,
    keepTodayOpen: true,
  }),
  person('super', 'Equipo Tera', 'employee', 'Administración de la plataforma', 'Tera', {
    inCompany: false,
    isSuperAdmin: true,
  }),
];

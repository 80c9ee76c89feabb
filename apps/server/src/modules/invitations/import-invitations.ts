import { and, eq, isNull } from 'drizzle-orm';
import {
  companyRoleSchema,
  INVITATION_IMPORT_COLUMNS,
  INVITATION_IMPORT_MAX_ROWS,
  invitationEmailSchema,
  UNLIMITED_EMPLOYEES,
  type ImportRow,
  type ImportRowError,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { invitations, teams, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { countSeats, lockCompany, type CompanyInScope } from '../people/company-seats.ts';
import { writeInvitation, type InvitationRequest, type IssuedInvitation } from './issue-invitation.ts';
import { parseCsv, type CsvRecord } from './parse-csv.ts';

type InvitationRow = typeof invitations.$inferSelect;

interface CompanyFacts {
  teamIdByName: Map<string, string>;
  members: Map<string, { id: string; isActive: boolean }>;
  openByEmail: Map<string, InvitationRow>;
}

async function readCompanyFacts(tx: Db, companyId: string): Promise<CompanyFacts> {
  const teamRows = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(eq(teams.companyId, companyId));
  const memberRows = await tx
    .select({ id: userProfiles.id, email: userProfiles.email, isActive: userProfiles.isActive })
    .from(userProfiles)
    .where(eq(userProfiles.companyId, companyId));
  const openRows = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
  return {
    teamIdByName: new Map(teamRows.map((t) => [t.name.trim().toLowerCase(), t.id])),
    members: new Map(memberRows.map((m) => [m.email.toLowerCase(), m])),
    openByEmail: new Map(openRows.map((row) => [row.email.toLowerCase(), row])),
  };
}

function isHeader(record: CsvRecord): boolean {
  return record.fields[0]?.trim().toLowerCase() === INVITATION_IMPORT_COLUMNS[0];
}

/** Checks one row on its own; the request it yields still needs a seat. */
function readRow(
  fields: string[],
  facts: CompanyFacts,
  invitedInFile: Set<string>,
  now: Date,
): InvitationRequest | ImportRowError {
  if (fields.length > INVITATION_IMPORT_COLUMNS.length) return 'malformedRow';
  const [rawEmail = '', rawRole = '', rawTeam = '', rawLeader = ''] = fields.map((f) => f.trim());
  const email = invitationEmailSchema.safeParse(rawEmail);
  if (!email.success) return 'invalidEmail';
  const role = companyRoleSchema.safeParse(rawRole === '' ? 'employee' : rawRole);
  if (!role.success) return 'invalidRole';
  let teamId: string | null = null;
  if (rawTeam !== '') {
    teamId = facts.teamIdByName.get(rawTeam.toLowerCase()) ?? null;
    if (!teamId) return 'unknownTeam';
  }
  let reportsTo: string | null = null;
  if (rawLeader !== '') {
    const leader = facts.members.get(rawLeader.toLowerCase());
    if (!leader?.isActive) return 'unknownLeader';
    reportsTo = leader.id;
  }
  if (invitedInFile.has(email.data)) return 'duplicateInFile';
  if (facts.members.has(email.data)) return 'alreadyMember';
  const open = facts.openByEmail.get(email.data);
  if (open && open.expiresAt > now) return 'alreadyInvited';
  return { email: email.data, role: role.data, teamId, reportsTo };
}

/**
 * Invites every valid row of a CSV (email,role,team,leader_email) and reports each row. Rows are
 * judged on their own, in file order, and each invitation takes a seat: once the plan's seats are
 * gone, the remaining valid rows are refused, so the import as a whole never passes the limit.
 */
export async function importInvitations(
  db: Db,
  company: CompanyInScope,
  csv: string,
  invitedBy: string,
  now: Date,
): Promise<{ rows: ImportRow[]; issued: IssuedInvitation[] }> {
  const records = parseCsv(csv).filter((record, index) => !(index === 0 && isHeader(record)));
  if (records.length === 0 || records.length > INVITATION_IMPORT_MAX_ROWS) {
    throw new AppError('VALIDATION_ERROR', {
      reason: records.length === 0 ? 'IMPORT_EMPTY' : 'IMPORT_TOO_LARGE',
      fields: { csv: [records.length === 0 ? 'validation.required' : 'validation.tooLong'] },
    });
  }
  return db.transaction(async (tx) => {
    await lockCompany(tx, company.id);
    const facts = await readCompanyFacts(tx, company.id);
    const seats = await countSeats(tx, company, now);
    let seatsLeft = seats.max === UNLIMITED_EMPLOYEES ? Infinity : seats.max - seats.used;
    const invitedInFile = new Set<string>();
    const rows: ImportRow[] = [];
    const issued: IssuedInvitation[] = [];
    for (const record of records) {
      const email = record.fields[0]?.trim() ?? '';
      const request = readRow(record.fields, facts, invitedInFile, now);
      if (typeof request === 'string') {
        rows.push({ line: record.line, email, status: 'error', error: request });
        continue;
      }
      if (seatsLeft <= 0) {
        rows.push({ line: record.line, email, status: 'error', error: 'seatLimit' });
        continue;
      }
      const invitation = await writeInvitation(tx, {
        companyId: company.id,
        request,
        invitedBy,
        now,
        replacing: facts.openByEmail.get(request.email),
      });
      seatsLeft -= 1;
      invitedInFile.add(request.email);
      issued.push(invitation);
      rows.push({ line: record.line, email, status: 'invited' });
    }
    return { rows, issued };
  });
}

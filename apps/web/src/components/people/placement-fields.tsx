import { COMPANY_ROLES, type Person, type Team } from '@tera/domain';
import { useRoleLabel } from '../../lib/people/use-role-label';
import { SelectField } from '../ui/form/select-field';

interface Placement {
  role: string;
  teamId: string;
  reportsTo: string;
}

export type PlacementText = 'role' | 'team' | 'noTeam' | 'leader' | 'noLeader';

interface PlacementFieldsProps {
  teams: readonly Team[];
  leaders: readonly Person[];
  /** Each screen words the fields its own way. */
  text: (key: PlacementText) => string;
  isRoleRequired?: boolean;
  leaderClassName?: string;
}

/** Where a person sits in the company: role, team and direct leader, none for an empty choice. */
export function PlacementFields({
  teams,
  leaders,
  text,
  isRoleRequired,
  leaderClassName,
}: PlacementFieldsProps) {
  const roleLabel = useRoleLabel();
  return (
    <>
      <SelectField<Placement> name="role" label={text('role')} isRequired={isRoleRequired}>
        {COMPANY_ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </SelectField>
      <SelectField<Placement> name="teamId" label={text('team')}>
        <option value="">{text('noTeam')}</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </SelectField>
      <SelectField<Placement> name="reportsTo" label={text('leader')} className={leaderClassName}>
        <option value="">{text('noLeader')}</option>
        {leaders.map((leader) => (
          <option key={leader.id} value={leader.id}>
            {leader.fullName}
          </option>
        ))}
      </SelectField>
    </>
  );
}

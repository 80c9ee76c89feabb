import { describe, expect, it } from 'vitest';
import { trainingInputSchema } from './training-catalogue.ts';
import { trainingAssignmentInputSchema } from './training-assignment.ts';

const entry = {
  name: 'Liderazgo práctico',
  modality: 'Híbrido',
  source: 'Interno',
  durationHours: 6,
  description: '',
  link: '',
  videoUrl: '',
};

const assignment = {
  employeeId: 'person-1',
  trainingId: null,
  name: 'Excel avanzado',
  assignmentType: 'required',
  durationHours: 4,
  modality: 'Online',
  source: 'Externo',
  dueOn: '2026-04-01',
};

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('a catalogue entry', () => {
  it('accepts the spec modalities and sources, and empty links as none', () => {
    const parsed = trainingInputSchema.parse(entry);
    expect(parsed.link).toBeNull();
    expect(parsed.videoUrl).toBeNull();
  });

  it('takes positive hours or none', () => {
    expect(trainingInputSchema.safeParse({ ...entry, durationHours: null }).success).toBe(true);
    expect(trainingInputSchema.safeParse({ ...entry, durationHours: 1.5 }).success).toBe(true);
    expect(messages(trainingInputSchema.safeParse({ ...entry, durationHours: 0 }))).toEqual({
      durationHours: 'validation.trainingDuration',
    });
  });

  it('refuses an empty name, another modality or source, and a link that is not a web address', () => {
    expect(
      messages(
        trainingInputSchema.safeParse({
          ...entry,
          name: ' ',
          modality: 'Remoto',
          source: 'Otro',
          link: 'ftp://x',
        }),
      ),
    ).toEqual({
      name: 'validation.trainingName',
      modality: 'validation.choose',
      source: 'validation.choose',
      link: 'validation.website',
    });
  });
});

describe('an assignment', () => {
  it('accepts a complete one', () => {
    expect(trainingAssignmentInputSchema.safeParse(assignment).success).toBe(true);
  });

  it('asks to complete the name, select the type, enter the duration and the due date', () => {
    const result = trainingAssignmentInputSchema.safeParse({
      ...assignment,
      name: '',
      assignmentType: '',
      durationHours: undefined,
      dueOn: '',
    });
    expect(messages(result)).toEqual({
      name: 'validation.trainingName',
      assignmentType: 'validation.trainingType',
      durationHours: 'validation.trainingDuration',
      dueOn: 'validation.trainingDueDate',
    });
  });

  it('refuses a due date that is not a calendar day', () => {
    expect(messages(trainingAssignmentInputSchema.safeParse({ ...assignment, dueOn: '2026-02-30' }))).toEqual(
      {
        dueOn: 'validation.trainingDueDate',
      },
    );
  });
});

describe('the forms', () => {
  it('read hours from the field’s text, empty as none in the catalogue and missing in an assignment', async () => {
    const { trainingFormSchema, trainingAssignmentFormSchema } = await import('./training-form.ts');
    expect(trainingFormSchema.parse({ ...entry, durationHours: '' }).durationHours).toBeNull();
    expect(trainingFormSchema.parse({ ...entry, durationHours: '1,5' }).durationHours).toBe(1.5);
    expect(messages(trainingAssignmentFormSchema.safeParse({ ...assignment, durationHours: '' }))).toEqual({
      durationHours: 'validation.trainingDuration',
    });
    expect(
      trainingAssignmentFormSchema.parse({ ...assignment, trainingId: '', durationHours: '3' }),
    ).toMatchObject({
      trainingId: null,
      durationHours: 3,
    });
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { useCheckinAnswers, type FormTags } from '../hooks/use-checkin-answers';
import { loadCheckinTexts } from '../testing/checkin-fixtures';
import { ContextTags } from './context-tags';
import { allowSlowRenders } from '../testing/patient-queries';

allowSlowRenders();

const NO_TAGS: FormTags = {
  work_modality: null,
  day_dynamics: [],
  personal_conditions: [],
  special_situations: [],
};

/** What the form holds, as the tags report each change. */
const held: { tags: FormTags } = { tags: NO_TAGS };

function Tags() {
  const form = useCheckinAnswers();
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: { work_modality, day_dynamics, personal_conditions, special_situations } }) => {
          held.tags = { work_modality, day_dynamics, personal_conditions, special_situations };
        },
      }),
    [form],
  );
  return (
    <FormProvider {...form}>
      <ContextTags />
    </FormProvider>
  );
}

describe('ContextTags', () => {
  beforeEach(async () => {
    held.tags = NO_TAGS;
    await loadCheckinTexts();
  });

  it('offers work modality as a single choice that can be changed and cleared', () => {
    render(<Tags />);
    const modality = screen.getByRole('radiogroup', { name: 'Modalidad de trabajo' });
    const options = within(modality).getAllByRole('radio');
    expect(options.map((option) => option.textContent)).toEqual(['Remoto', 'Oficina', 'Híbrido']);

    fireEvent.click(within(modality).getByRole('radio', { name: 'Oficina' }));
    expect(within(modality).getByRole('radio', { name: 'Oficina' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(held.tags.work_modality).toBe('office');

    fireEvent.click(within(modality).getByRole('radio', { name: 'Híbrido' }));
    expect(within(modality).getByRole('radio', { name: 'Oficina' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(held.tags.work_modality).toBe('hybrid');

    fireEvent.click(within(modality).getByRole('radio', { name: 'Híbrido' }));
    expect(held.tags.work_modality).toBeNull();
  });

  it('lets several tags be pressed in the other three groups, each announced as pressed', () => {
    render(<Tags />);
    const day = screen.getByRole('toolbar', { name: 'Dinámica del día' });
    expect(within(day).getAllByRole('button')).toHaveLength(5);
    expect(screen.getByRole('toolbar', { name: 'Condiciones personales' })).toBeTruthy();
    const special = screen.getByRole('toolbar', { name: 'Situaciones especiales' });
    expect(within(special).getAllByRole('button')).toHaveLength(5);

    const meetings = within(day).getByRole('button', { name: 'Muchas reuniones' });
    const busy = within(day).getByRole('button', { name: 'Día ajetreado' });
    fireEvent.click(meetings);
    fireEvent.click(busy);
    expect(meetings.getAttribute('aria-pressed')).toBe('true');
    expect(busy.getAttribute('aria-pressed')).toBe('true');
    expect(held.tags.day_dynamics).toEqual(['many_meetings', 'busy_day']);

    fireEvent.click(meetings);
    expect(meetings.getAttribute('aria-pressed')).toBe('false');
    expect(held.tags.day_dynamics).toEqual(['busy_day']);
    expect(within(day).getByRole('button', { name: 'Día tranquilo' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('moves between tags of a group with the arrow keys', async () => {
    render(<Tags />);
    const day = screen.getByRole('toolbar', { name: 'Dinámica del día' });
    const [first, second] = within(day).getAllByRole('button');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(second));
  });

  it('shows the tags in English when the reader switches language', async () => {
    const { i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('en');
    await loadCheckinTexts();
    render(<Tags />);
    expect(screen.getByRole('radiogroup', { name: 'Work mode' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Learning something new' })).toBeTruthy();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { loadCheckinTexts } from '../testing/checkin-fixtures';
import { IndicatorSlider } from './indicator-slider';
import { allowSlowRenders } from '../testing/patient-queries';

allowSlowRenders();

function Energy() {
  const [value, setValue] = useState(5);
  return <IndicatorSlider indicator="energy" value={value} onChange={setValue} />;
}

const press = (key: string) => fireEvent.keyDown(screen.getByRole('slider', { name: 'Energía' }), { key });
const slider = () => screen.getByRole('slider', { name: 'Energía' });

describe('IndicatorSlider', () => {
  beforeEach(loadCheckinTexts);

  it('is a named slider from 1 to 10 that starts at 5 and speaks its value out of 10', () => {
    render(<Energy />);
    expect(slider().getAttribute('aria-valuemin')).toBe('1');
    expect(slider().getAttribute('aria-valuemax')).toBe('10');
    expect(slider().getAttribute('aria-valuenow')).toBe('5');
    expect(slider().getAttribute('aria-valuetext')).toBe('5 de 10');
    expect(slider().tabIndex).toBe(0);
    const scale = document.getElementById(slider().getAttribute('aria-describedby')!);
    expect(scale?.textContent).toBe('1 · Agotamiento10 · Mucha energía');
  });

  it('moves one step per arrow key and jumps to the ends with Home and End', () => {
    render(<Energy />);
    press('ArrowRight');
    expect(slider().getAttribute('aria-valuenow')).toBe('6');
    expect(screen.getByText('6')).toBeTruthy();
    press('ArrowUp');
    expect(slider().getAttribute('aria-valuetext')).toBe('7 de 10');
    press('ArrowLeft');
    press('ArrowDown');
    press('ArrowDown');
    expect(slider().getAttribute('aria-valuenow')).toBe('4');
    press('End');
    expect(slider().getAttribute('aria-valuenow')).toBe('10');
    press('ArrowRight');
    expect(slider().getAttribute('aria-valuenow')).toBe('10');
    press('Home');
    expect(slider().getAttribute('aria-valuenow')).toBe('1');
    press('ArrowLeft');
    expect(slider().getAttribute('aria-valuenow')).toBe('1');
  });

  it('explains what it measures in a tooltip reachable by keyboard', async () => {
    render(<Energy />);
    fireEvent.focus(screen.getByRole('button', { name: 'Qué mide Energía' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Tu energía física y mental ahora mismo. 1 es agotamiento total; 10, mucha energía.',
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TOOLTIP_DELAY_MS } from '@tera/domain';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import { Field } from './field';
import { Input } from './input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { Tooltip } from './tooltip';

describe('UI primitives', () => {
  it('Field ties its label, hint and error to the control', () => {
    render(
      <Field label="Correo" hint="El de trabajo" error="Introduce un correo válido." isRequired>
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText(/Correo/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['El de trabajo', 'Introduce un correo válido.']);
  });

  it('Button keeps its label but ignores clicks while loading', () => {
    const onClick = vi.fn();
    render(
      <Button isLoading loadingText="Enviando..." onClick={onClick}>
        Enviar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enviando...' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('Dialog opens as a named modal and closes from its close button', () => {
    render(
      <Dialog>
        <DialogTrigger>Abrir</DialogTrigger>
        <DialogContent closeLabel="Cerrar">
          <DialogTitle>Funcionalidad Empresarial</DialogTitle>
          <DialogDescription>Texto</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('dialog', { name: 'Funcionalidad Empresarial' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Tooltip describes its trigger when it receives keyboard focus', async () => {
    render(
      <Tooltip content="Escala de 1 a 10">
        <button type="button">Energía</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Energía' });
    fireEvent.focus(trigger);
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toBe('Escala de 1 a 10');
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('Tooltip shows on hover only after the delay, and hides when the pointer leaves', () => {
    vi.useFakeTimers();
    try {
      render(
        <Tooltip content="Escala de 1 a 10">
          <button type="button">Energía</button>
        </Tooltip>,
      );
      const wrapper = screen.getByRole('button', { name: 'Energía' }).parentElement!;
      fireEvent.pointerEnter(wrapper, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('tooltip').textContent).toBe('Escala de 1 a 10');
      fireEvent.pointerLeave(wrapper, { pointerType: 'mouse' });
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('Tabs show one panel at a time and move with the arrow keys', async () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Vistas">
          <TabsTrigger value="a">Uno</TabsTrigger>
          <TabsTrigger value="b">Dos</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel uno</TabsContent>
        <TabsContent value="b">Panel dos</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel uno');
    const first = screen.getByRole('tab', { name: 'Uno' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Dos' })));
  });
});

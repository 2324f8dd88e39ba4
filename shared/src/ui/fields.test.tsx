import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEvent, fireEvent } from '@testing-library/dom';
import { useForm } from '../forms/use-form';
import { validateTelefono, validateTerminos } from '../forms/validators';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { PasswordField } from './password-field';
import { TextAreaField, TextField } from './text-field';

function PhoneForm({ onSend }: { onSend: (telefono: string) => void }) {
  const form = useForm({
    initialValues: { telefono: '', condiciones: false },
    validate: (values) => ({
      telefono: validateTelefono(values.telefono),
      condiciones: validateTerminos(values.condiciones),
    }),
  });
  return (
    <form onSubmit={form.handleSubmit((values) => onSend(values.telefono))} noValidate>
      <TextField
        label="Teléfono"
        value={form.values.telefono}
        onValueChange={(value) => form.setValue('telefono', value)}
        error={form.errors.telefono}
        maxLength={10}
      />
      <Checkbox
        label="Acepto las condiciones"
        checked={form.values.condiciones}
        onCheckedChange={(checked) => form.setValue('condiciones', checked)}
        error={form.errors.condiciones}
      />
      <Button type="submit">Enviar</Button>
    </form>
  );
}

describe('form fields with useForm', () => {
  it('shows field errors on submit, linked to their inputs', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<PhoneForm onSend={onSend} />);

    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const input = screen.getByRole('textbox', { name: 'Teléfono' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Escriba un número de teléfono',
    );
    expect(screen.getByText('Debes aceptar las condiciones del servicio')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the user types in it, keeping the others', async () => {
    const user = userEvent.setup();
    render(<PhoneForm onSend={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '6');

    expect(screen.queryByText('Escriba un número de teléfono')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Teléfono' }).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Debes aceptar las condiciones del servicio')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Acepto las condiciones' }));
    expect(screen.queryByText('Debes aceptar las condiciones del servicio')).toBeNull();
  });

  it('submits valid values and limits typing to maxLength', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<PhoneForm onSend={onSend} />);
    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '61234567899');
    await user.click(screen.getByRole('checkbox', { name: 'Acepto las condiciones' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Número de telefono incorrecto')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Teléfono' }), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).toHaveBeenCalledWith('612345678');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Contraseña" value="Demo2024" onValueChange={() => {}} />);
    const input = screen.getByLabelText('Contraseña');
    expect(input.getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('allows paste, so password managers work', () => {
    render(<PasswordField label="Contraseña" value="" onValueChange={() => {}} />);
    const input = screen.getByLabelText('Contraseña');
    const paste = createEvent.paste(input);
    fireEvent(input, paste);
    expect(paste.defaultPrevented).toBe(false);
  });
});

describe('TextAreaField', () => {
  it('is a labelled text area described by its hint and, when invalid, its error', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(
      <TextAreaField label="Descripción" value="" onValueChange={onValueChange} hint="0 de 10" rows={4} />,
    );
    const area = screen.getByRole('textbox', { name: 'Descripción' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('4');
    expect(area.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('0 de 10').id).toBe(area.getAttribute('aria-describedby'));
    await user.type(area, 'a');
    expect(onValueChange).toHaveBeenCalledWith('a');

    rerender(
      <TextAreaField
        label="Descripción"
        value=""
        onValueChange={onValueChange}
        hint="0 de 10"
        error="Falta"
      />,
    );
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')?.split(' ')).toEqual([
      screen.getByText('0 de 10').id,
      screen.getByRole('alert').id,
    ]);
  });
});

import { consentimientoPendiente, estadoConsentimiento } from './consentimiento';

describe('consent to commercial communications', () => {
  it('is pending while there is no answer on record', () => {
    expect(estadoConsentimiento({})).toBe('pendiente');
    expect(estadoConsentimiento({ gdprEmpresas: undefined })).toBe('pendiente');
    expect(estadoConsentimiento({ gdprEmpresas: null })).toBe('pendiente');
    expect(consentimientoPendiente({})).toBe(true);
  });

  it('is given or refused once answered, either way no longer pending', () => {
    expect(estadoConsentimiento({ gdprEmpresas: true })).toBe('dado');
    expect(estadoConsentimiento({ gdprEmpresas: false })).toBe('denegado');
    expect(consentimientoPendiente({ gdprEmpresas: true })).toBe(false);
    expect(consentimientoPendiente({ gdprEmpresas: false })).toBe(false);
  });
});

// The Spanish words the audit list shows for stored codes, and what it shows for codes it does not know.
import { describe, expect, it } from 'vitest';

import { actionLabel, fieldLabel, roleLabel, tableLabel } from '@/features/audit/utils/audit-labels';

describe('audit labels', () => {
  it('names the actions, and shows an unknown action as stored', () => {
    expect(actionLabel('insert')).toBe('Creó');
    expect(actionLabel('update')).toBe('Modificó');
    expect(actionLabel('delete')).toBe('Eliminó');
    expect(actionLabel('truncate')).toBe('truncate');
  });

  it('names the tables, and shows an unknown table as stored', () => {
    expect(tableLabel('public.invoices')).toBe('Facturas');
    expect(tableLabel('storage.objects')).toBe('Archivos');
    expect(tableLabel('public.certificates')).toBe('public.certificates');
  });

  it('names the columns, and spaces every underscore of an unknown column', () => {
    expect(fieldLabel('cfdi_uuid')).toBe('folio fiscal');
    // The invoice's and the lab request's own columns (seen untranslated with the scale seed).
    expect(['currency', 'file_url', 'xml_url', 'request_date', 'result_url'].map(fieldLabel)).toEqual([
      'moneda',
      'factura (PDF)',
      'CFDI (XML)',
      'fecha de solicitud',
      'resultado',
    ]);
    expect(fieldLabel('rfc')).toBe('RFC');
    expect(fieldLabel('paid_on_day_x')).toBe('paid on day x');
    expect(fieldLabel('sha256')).toBe('sha256');
  });

  it('names the roles, empty without one and as stored when unknown', () => {
    expect(roleLabel('admin')).toBe('Administrador');
    expect(roleLabel('client')).toBe('Cliente');
    expect(roleLabel('collaborator')).toBe('Colaborador');
    expect(roleLabel('service')).toBe('Servicio del portal');
    expect(roleLabel('auditor')).toBe('auditor');
    expect(roleLabel(null)).toBe('');
    expect(roleLabel('')).toBe('');
  });
});

// The Spanish words the audit list shows for stored codes and for who acted, and what it shows for codes
// it does not know.
import { describe, expect, it } from 'vitest';

import { actionLabel, actorOf, roleLabel, tableLabel } from '@/features/audit/utils/audit-labels';
import { AuditNames } from '@/features/audit/utils/audit-names';

describe('audit labels', () => {
  it('names the actions, and shows an unknown action as stored', () => {
    expect(actionLabel('insert')).toBe('Creó');
    expect(actionLabel('update')).toBe('Modificó');
    expect(actionLabel('delete')).toBe('Eliminó');
    expect(actionLabel('truncate')).toBe('truncate');
  });

  it('names the sections of the tables, and shows an unknown table as stored', () => {
    expect(tableLabel('public.invoices')).toBe('Facturas');
    expect(tableLabel('public.certificates')).toBe('Constancias');
    expect(tableLabel('public.document_types')).toBe('Catálogo de Documentos');
    expect(tableLabel('storage.objects')).toBe('Archivos');
    expect(tableLabel('public.nueva')).toBe('public.nueva');
  });

  it('names the roles and the service, empty without one and as stored when unknown', () => {
    expect(roleLabel('admin')).toBe('Administrador');
    expect(roleLabel('client')).toBe('Cliente');
    expect(roleLabel('collaborator')).toBe('Colaborador');
    expect(roleLabel('service')).toBe('Servicio del portal');
    expect(roleLabel('auditor')).toBe('auditor');
    expect(roleLabel(null)).toBe('');
    expect(roleLabel('')).toBe('');
  });
});

describe('actorOf', () => {
  const names = new AuditNames(true).add('profiles', [
    { id: 'p-1', full_name: 'Ana Admin', email: 'admin@portal.demo' },
    { id: 'p-2', full_name: null, email: 'cliente.b@portal.demo' },
  ]);

  it('is the person by name, with the e-mail and the role', () => {
    expect(
      actorOf({ actor_id: 'p-1', actor_email: 'admin@portal.demo', actor_role: 'admin' }, names),
    ).toEqual({
      name: 'Ana Admin',
      email: 'admin@portal.demo',
      detail: 'Administrador',
    });
  });

  it('is the e-mail when the person has no name, or is no longer found', () => {
    expect(
      actorOf({ actor_id: 'p-2', actor_email: 'cliente.b@portal.demo', actor_role: 'client' }, names),
    ).toEqual({
      name: 'cliente.b@portal.demo',
      email: null,
      detail: 'Cliente',
    });
    expect(
      actorOf({ actor_id: 'p-9', actor_email: 'ido@portal.demo', actor_role: 'client' }, names).name,
    ).toBe('ido@portal.demo');
  });

  it('is the portal service, for the person it acted for when there is one', () => {
    expect(
      actorOf({ actor_id: 'p-1', actor_email: 'admin@portal.demo', actor_role: 'service' }, names),
    ).toEqual({
      name: 'Servicio del portal',
      email: null,
      detail: 'Por Ana Admin',
    });
    expect(actorOf({ actor_id: null, actor_email: null, actor_role: 'service' }, names)).toEqual({
      name: 'Servicio del portal',
      email: null,
      detail: '',
    });
  });

  it('is the system when nobody is recorded', () => {
    expect(actorOf({ actor_id: null, actor_email: null, actor_role: null }, names)).toEqual({
      name: 'Sistema',
      email: null,
      detail: '',
    });
  });
});

// Generates every demo file into a folder (see plan.ts). Pure function of the plan: same bytes every run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { makePdf } from './pdf';
import {
  companies,
  complianceCompanies,
  complianceCompanyKinds,
  complianceFile,
  complianceGlobalKinds,
  complianceRegistration,
  demoComplements,
  globalKinds,
  globalPeriods,
  invoicesFor,
  labResults,
  monthsAgo,
  photoContacts,
  provider,
  registrationFile,
  reportOffsets,
  repseKinds,
  repsePerPeriod,
  repsePeriods,
} from './plan';
import { makeInvoiceXml, makeRepXml } from './xml';

const demoNote = 'Documento de demostración generado para el portal de clientes.';
const periodText = (m: number): string =>
  m === 0 ? 'Periodo: mes de carga' : `Periodo: ${m} ${m === 1 ? 'mes' : 'meses'} antes de la carga`;

/** Writes all demo files under root (which should be empty or absent). */
export function writeDemoFiles(root: string): void {
  const write = (path: string, data: Buffer | string): void => {
    const full = join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, data);
  };

  for (const company of companies) {
    for (let period = 0; period < repsePeriods; period++) {
      for (let i = 0; i < repsePerPeriod; i++) {
        const kind = repseKinds[(period + i) % repseKinds.length];
        write(
          `repse/${company.slug}/${monthsAgo(period * 3)}-${kind.slug}.pdf`,
          makePdf(kind.title, [
            { text: company.name, bold: true, size: 14 },
            { text: `RFC: ${company.rfc}` },
            { text: periodText(period * 3) },
            { text: demoNote },
          ]),
        );
      }
    }
    for (const n of labResults) {
      write(
        `laboratorio/${company.slug}/resultado-${n}.pdf`,
        makePdf('Resultado de Laboratorio', [
          { text: company.name, bold: true, size: 14 },
          { text: `Folio de resultado: ${company.slug.toUpperCase()}-LAB-${n}` },
          { text: 'Todos los valores se encuentran dentro de los rangos de referencia.' },
          { text: demoNote },
        ]),
      );
    }
    for (const invoice of invoicesFor(company)) {
      write(
        `facturas/${company.slug}/${invoice.number}.pdf`,
        makePdf(`Factura ${invoice.number}`, [
          { text: company.name, bold: true, size: 14 },
          { text: `RFC receptor: ${company.rfc}` },
          { text: `Total: $${invoice.amount} MXN` },
          { text: 'Representación impresa de un CFDI de demostración (sin validez fiscal).' },
        ]),
      );
      write(`facturas/${company.slug}/${invoice.number}.xml`, makeInvoiceXml(company, invoice));
    }
    for (const rep of demoComplements.filter((r) => invoicesFor(company).some((i) => i.number === r.invoice)))
      write(`facturas/${company.slug}/rep-${rep.uuid}.xml`, makeRepXml(company, rep));
    for (const m of reportOffsets) {
      write(
        `reportes/${company.slug}/${monthsAgo(m)}-reporte-mensual.pdf`,
        makePdf('Reporte Mensual de Indicadores', [
          { text: company.name, bold: true, size: 14 },
          { text: periodText(m) },
          { text: 'Cumplimiento de servicio: 98 %   Incidencias atendidas: 12' },
          { text: demoNote },
        ]),
      );
    }
    for (const photo of photoContacts) {
      write(
        `fotos/${company.slug}/contacto-${photo.n}.svg`,
        `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
          `<rect width="160" height="160" rx="80" fill="${photo.color}"/>` +
          `<text x="80" y="96" font-family="Helvetica, Arial, sans-serif" font-size="56" fill="#fff" ` +
          `text-anchor="middle">${photo.initials}</text></svg>\n`,
      );
    }
  }

  for (let period = 0; period < globalPeriods; period++) {
    const kind = globalKinds[period % globalKinds.length];
    write(
      `repse/global/${monthsAgo(period * 6)}-${kind.slug}.pdf`,
      makePdf(kind.title, [
        { text: 'Documento global para todos los clientes', bold: true, size: 14 },
        { text: periodText(period * 6) },
        { text: demoNote },
      ]),
    );
  }
  writeComplianceFiles(write);
  for (const m of reportOffsets.slice(0, 2)) {
    write(
      `reportes/global/${monthsAgo(m)}-reporte-general.pdf`,
      makePdf('Reporte General de Servicio', [
        { text: 'Resumen para todos los clientes', bold: true, size: 14 },
        { text: periodText(m) },
        { text: demoNote },
      ]),
    );
  }
}

/** The typed compliance evidence (plan.ts, complianceCompanyKinds and complianceGlobalKinds). */
function writeComplianceFiles(write: (path: string, data: Buffer) => void): void {
  const evidenceNote = 'Evidencia de cumplimiento de demostración (sin validez oficial).';
  for (const company of companies.filter((c) => complianceCompanies.includes(c.slug))) {
    for (const kind of complianceCompanyKinds) {
      for (const m of kind.offsets) {
        write(
          `repse/${company.slug}/${complianceFile(kind.code, m)}`,
          makePdf(kind.title, [
            { text: company.name, bold: true, size: 14 },
            { text: `RFC: ${company.rfc}` },
            { text: `Proveedor: ${provider.name} (RFC ${provider.rfc})` },
            { text: periodText(m) },
            { text: evidenceNote },
          ]),
        );
      }
    }
  }
  for (const kind of complianceGlobalKinds) {
    for (const m of kind.offsets) {
      write(
        `repse/global/${complianceFile(kind.code, m)}`,
        makePdf(kind.title, [
          { text: provider.name, bold: true, size: 14 },
          { text: `RFC: ${provider.rfc}` },
          { text: periodText(m) },
          { text: evidenceNote },
        ]),
      );
    }
  }
  write(
    `repse/global/${registrationFile}`,
    makePdf(complianceRegistration.title, [
      { text: provider.name, bold: true, size: 14 },
      { text: `RFC: ${provider.rfc}` },
      { text: 'Aviso de registro en el Padrón de Prestadoras de Servicios u Obras Especializadas.' },
      { text: 'Vigencia: tres años a partir de su emisión.' },
      { text: evidenceNote },
    ]),
  );
}

import { createBrand, createCompany, type Brand, type Company, type Stored } from '../../domain/entities';
import { BRAND, COMPANY } from './ids';
import { wrestlerIdByName } from './wrestlers';

export function seedCompanies(): Stored<Company>[] {
  return [
    { id: COMPANY.AWE, name: 'Apex Wrestling Entertainment', country: 'United States', color: '#ffffff', backgroundColor: '#8b0000',
      desc: 'The giant of televised wrestling: two weekly network shows, a developmental brand and a year of stadium events.' },
    { id: COMPANY.VWU, name: 'Vanguard Wrestling Union', country: 'United States', color: '#111111', backgroundColor: '#d4a017',
      desc: 'The cable challenger: athletic, loud and shared between two weekly shows.' },
    { id: COMPANY.TENRAI, name: 'Tenrai Pro Wrestling', country: 'Japan', color: '#ffffff', backgroundColor: '#1c3f94',
      desc: 'A Japanese promotion of strong style, junior heavyweights and tours that end under the dome.' },
    { id: COMPANY.NPW, name: 'Northgate Pro Wrestling', country: 'United States', color: '#ffffff', backgroundColor: '#3b3b3b',
      desc: 'A Rust Belt independent that runs armories and union halls with a deep roster of hungry wrestlers.' },
  ].map((company) => ({ ...createCompany(company), id: company.id }));
}

interface BrandRow {
  id: number;
  companyId: number;
  name: string;
  desc: string;
  director: string;
  balance: number;
  color: string;
  backgroundColor: string;
}

const BRAND_ROWS: readonly BrandRow[] = [
  { id: BRAND.ONSLAUGHT, companyId: COMPANY.AWE, name: 'AWE Onslaught', director: 'Victoria Ashdown',
    balance: 12_000_000, color: '#ffffff', backgroundColor: '#b3121b',
    desc: 'The flagship Monday night show, home of the AWE World Heavyweight Championship.' },
  { id: BRAND.UPRISING, companyId: COMPANY.AWE, name: 'AWE Uprising', director: 'Harlan Briggs',
    balance: 10_000_000, color: '#ffffff', backgroundColor: '#1546a0',
    desc: 'Friday nights on network TV, home of the AWE Supreme Championship.' },
  { id: BRAND.FOUNDRY, companyId: COMPANY.AWE, name: 'AWE Foundry', director: 'Desiree Mott',
    balance: 2_000_000, color: '#111111', backgroundColor: '#f2c500',
    desc: 'The developmental brand on cable, where the next generation earns a call-up.' },
  { id: BRAND.VOLTAGE, companyId: COMPANY.VWU, name: 'VWU Voltage', director: 'Gordon Achterberg',
    balance: 5_000_000, color: '#111111', backgroundColor: '#e0b000',
    desc: 'Wednesday night cable wrestling with the VWU World Championship at its centre.' },
  { id: BRAND.SURGE, companyId: COMPANY.VWU, name: 'VWU Surge', director: 'Lydia Carraway',
    balance: 3_000_000, color: '#ffffff', backgroundColor: '#5b2a86',
    desc: 'Saturday night cable: longer matches, trios and the Television title.' },
  { id: BRAND.TENRAI, companyId: COMPANY.TENRAI, name: 'Tenrai Pro', director: 'Shigeo Kumada',
    balance: 4_000_000, color: '#ffffff', backgroundColor: '#1c3f94',
    desc: 'Tours of Japan every week and a dome show every January.' },
  { id: BRAND.NPW, companyId: COMPANY.NPW, name: 'Northgate Pro', director: 'Walt Duchene',
    balance: 600_000, color: '#ffffff', backgroundColor: '#4a4a4a',
    desc: 'Thursday night streaming from the Steelworks Armory, with monthly specials on the road.' },
];

export function seedBrands(): Stored<Brand>[] {
  return BRAND_ROWS.map(({ id, director, ...row }) => ({
    ...createBrand({ ...row, directorId: wrestlerIdByName(director) }),
    id,
  }));
}

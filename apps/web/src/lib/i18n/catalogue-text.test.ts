import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_NAMES, CONDITIONS, GHANA_REGIONS, fieldLabels } from '@dwa/shared/catalogue';
import { catalogueMessages } from './catalogs/catalogue';
import fr from './catalogs/catalogue/fr.json';
import { formatMessage } from './message-format';
import { catalogueText } from './catalogue-text';

type Key = keyof (typeof catalogueMessages)['en'] & string;
const english = catalogueText((key: Key) => formatMessage(catalogueMessages.en[key], undefined, 'en-GB'));
const french = catalogueText((key: Key) => fr[key]);

describe('the catalogue in the reader’s language', () => {
  it('says each category, sub-category, condition and region in French, the values unchanged', () => {
    expect(french.category('Home & Garden')).toBe('Maison et jardin');
    expect(french.subCategory('Phones')).toBe('Téléphones');
    expect(french.condition('Like New')).toBe('Comme neuf');
    expect(french.condition('Good')).toBe('Bon état');
    expect(french.region('Greater Accra')).toBe('Grand Accra');
  });

  it('is the values themselves in English', () => {
    for (const category of CATEGORY_NAMES) {
      expect(english.category(category)).toBe(category);
      for (const sub of CATEGORIES[category]) expect(english.subCategory(sub)).toBe(sub);
    }
    for (const condition of CONDITIONS) expect(english.condition(condition)).toBe(condition);
    for (const region of GHANA_REGIONS) expect(english.region(region)).toBe(region);
  });

  it('shows a value it does not know as written', () => {
    expect(french.category('Antiques')).toBe('Antiques');
    expect(french.condition('Refurbished')).toBe('Refurbished');
    expect(french.subCategory('constructor')).toBe('constructor');
  });

  it("names every category's own field labels ('Make', 'Model' for Vehicles)", () => {
    expect(french.labels('Vehicles')).toEqual({ brand: 'Marque', type: 'Modèle', condition: 'État' });
    expect(french.labels('Jobs')).toEqual({ brand: 'Entreprise', type: 'Poste', condition: 'Type de contrat' });
    for (const category of [...CATEGORY_NAMES, '', null]) {
      const labels = fieldLabels(category);
      expect(english.labels(category)).toEqual(labels);
      for (const label of Object.values(labels)) expect(Object.keys(catalogueMessages.en)).toContain(`label.${label}`);
    }
  });

  it("puts the region of a listing's place in the language, and leaves the town as written", () => {
    expect(french.place('Osu, Greater Accra', 'Greater Accra')).toBe('Osu, Grand Accra');
    expect(french.place('Greater Accra', 'Greater Accra')).toBe('Grand Accra');
    expect(french.place('Kumasi', null)).toBe('Kumasi');
    expect(french.place('Osu, Accra', 'Greater Accra')).toBe('Osu, Accra');
  });
});

import { describe, expect, it } from 'vitest';
import { ProductType } from '../../shared/enums';
import { parseShopifyCsv, type ShopifyCsvResult } from './shopify-csv';

const HEADER =
  'Handle,Title,Body (HTML),Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Option3 Name,Option3 Value,' +
  'Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Variant Requires Shipping,Gift Card,Image Src';

function csv(...rows: string[]): string {
  return [HEADER, ...rows].join('\n');
}

function products(result: ShopifyCsvResult) {
  if (!result.ok) throw new Error(result.errors.map((e) => e.text).join('\n'));
  return result.products;
}

function errorTexts(result: ShopifyCsvResult): string[] {
  if (result.ok) throw new Error('expected errors');
  return result.errors.map((e) => e.text);
}

describe('Shopify product CSV', () => {
  it('makes one product per handle with variants from the option rows', () => {
    const result = parseShopifyCsv(
      csv(
        'tee,Classic Tee,"<p>Soft, heavy cotton.</p>",Shirts,"summer, cotton",TRUE,Color,Red,Size,S,,,TEE-R-S,4,25.00,,TRUE,FALSE,https://img.example/tee.jpg',
        'tee,,,,,,,Red,,M,,,TEE-R-M,0,25.00,,TRUE,,',
        'tee,,,,,,,Blue,,S,,,TEE-B-S,2,20.00,30.00,TRUE,,https://img.example/tee-blue.jpg',
        'tee,,,,,,,,,,,,,,,,,,https://img.example/tee-back.jpg',
      ),
      'USD',
    );
    const [tee] = products(result);
    expect(tee).toMatchObject({
      line: 2,
      handle: 'tee',
      title: 'Classic Tee',
      bodyHtml: '<p>Soft, heavy cotton.</p>',
      type: 'Shirts',
      tags: ['summer', 'cotton'],
      published: true,
      productType: ProductType.PHYSICAL,
      optionNames: ['Color', 'Size'],
      images: ['https://img.example/tee.jpg', 'https://img.example/tee-blue.jpg', 'https://img.example/tee-back.jpg'],
    });
    expect(tee!.variants).toEqual([
      { line: 2, sku: 'TEE-R-S', price: 2500, salePrice: 0, onSale: false, inventoryQty: 4, attributes: { Color: 'Red', Size: 'S' }, requiresShipping: true, image: null },
      { line: 3, sku: 'TEE-R-M', price: 2500, salePrice: 0, onSale: false, inventoryQty: 0, attributes: { Color: 'Red', Size: 'M' }, requiresShipping: true, image: null },
      // Compare At above Price: on sale at Price, regular price Compare At
      { line: 4, sku: 'TEE-B-S', price: 3000, salePrice: 2000, onSale: true, inventoryQty: 2, attributes: { Color: 'Blue', Size: 'S' }, requiresShipping: true, image: null },
    ]);
  });

  it('reads a product without options ("Title" / "Default Title") as one variant without attributes', () => {
    const [mug] = products(parseShopifyCsv(csv('mug,Mug,,,,TRUE,Title,Default Title,,,,,MUG-1,,12,,TRUE,FALSE,'), 'USD'));
    expect(mug!.optionNames).toEqual([]);
    expect(mug!.variants).toMatchObject([{ attributes: {}, price: 1200, inventoryQty: null }]);
  });

  it('makes a product digital when no variant needs shipping, and a gift card from Gift Card TRUE', () => {
    const result = parseShopifyCsv(
      csv(
        'ebook,The E-book,,,,TRUE,Title,Default Title,,,,,EB-1,,9.99,,FALSE,FALSE,',
        'gift,Gift Card,,,,TRUE,Denominations,$25,,,,,GC-25,,25.00,,FALSE,TRUE,',
        'gift,,,,,,,$50,,,,,GC-50,,50.00,,FALSE,,',
      ),
      'USD',
    );
    const [ebook, gift] = products(result);
    expect(ebook!.productType).toBe(ProductType.DIGITAL);
    expect(gift!.productType).toBe(ProductType.GIFT_CARD);
    expect(gift!.variants.map((v) => [v.attributes, v.price])).toEqual([
      [{ Denominations: '$25' }, 2500],
      [{ Denominations: '$50' }, 5000],
    ]);
  });

  it('reports bad values by line, and yields no products when any line is bad', () => {
    const result = parseShopifyCsv(
      csv(
        'tee,Tee,,,,TRUE,Size,S,,,,,T-S,3,abc,,TRUE,FALSE,',
        'tee,,,,,,,M,,,,,T-M,1.5,10,,TRUE,,',
        'tee,,,,,,,L,,,,,T-L,2,,,maybe,,',
        ',Orphan,,,,,,,,,,,X,,5,,,,',
        'cap,,,,,,,,,,,,CAP,,5,x,,,',
      ),
      'USD',
    );
    expect(errorTexts(result)).toEqual([
      'line 2: Variant Price is not a number',
      'line 3: Variant Inventory Qty is not a whole number',
      'line 4: Variant Price is missing',
      'line 4: Variant Requires Shipping is not TRUE or FALSE',
      'line 5: Handle is missing',
      'line 6: Title is missing',
      'line 6: Variant Compare At Price is not a number',
    ]);
  });

  it('counts lines of the file, so a quoted body spanning lines moves later line numbers', () => {
    const result = parseShopifyCsv(csv('tee,Tee,"<p>one</p>\n<p>two</p>\n<p>three</p>",,,TRUE,,,,,,,T1,1,ten,,TRUE,FALSE,'), 'USD');
    expect(errorTexts(result)).toEqual(['line 2: Variant Price is not a number']);
    const later = parseShopifyCsv(csv('tee,Tee,"<p>one</p>\n<p>two</p>",,,TRUE,,,,,,,T1,1,10,,TRUE,FALSE,', 'cap,Cap,,,,TRUE,,,,,,,C1,1,ten,,TRUE,FALSE,'), 'USD');
    expect(errorTexts(later)).toEqual(['line 4: Variant Price is not a number']);
  });

  it('reports duplicate SKUs, repeated option values, missing option values and multi-variant digital products', () => {
    const result = parseShopifyCsv(
      csv(
        'tee,Tee,,,,TRUE,Size,S,,,,,DUP,1,10,,TRUE,FALSE,',
        'tee,,,,,,,S,,,,,T2,1,10,,TRUE,,',
        'tee,,,,,,,,,,,,DUP,1,10,,TRUE,,',
        'ebook,E-book,,,,TRUE,Format,PDF,,,,,EB1,,5,,FALSE,FALSE,',
        'ebook,,,,,,,EPUB,,,,,EB2,,5,,FALSE,,',
      ),
      'USD',
    );
    expect(errorTexts(result)).toEqual([
      'line 3: has the same options as line 2',
      'line 4: Option1 Value is missing',
      'line 4: Variant SKU DUP is also on line 2',
      'line 6: a product that needs no shipping is digital and has one variant only',
    ]);
  });

  it('needs the Handle, Title and Variant Price columns, and reports a malformed quote', () => {
    expect(errorTexts(parseShopifyCsv('Handle,Title\ntee,Tee', 'USD'))).toEqual(['line 1: missing column Variant Price']);
    expect(errorTexts(parseShopifyCsv(csv('tee,"Tee', 'cap,Cap'), 'USD'))).toEqual(['line 2: a quoted field is not closed']);
    expect(errorTexts(parseShopifyCsv('', 'USD'))).toEqual(['line 1: the file is empty']);
  });

  it('reads amounts in the currency\'s minor units (JPY has none)', () => {
    const [item] = products(parseShopifyCsv(csv('fan,Fan,,,,TRUE,,,,,,,F1,1,1500,,TRUE,FALSE,'), 'JPY'));
    expect(item!.variants[0]!.price).toBe(1500);
    expect(errorTexts(parseShopifyCsv(csv('fan,Fan,,,,TRUE,,,,,,,F1,1,15.50,,TRUE,FALSE,'), 'JPY'))).toEqual([
      'line 2: Variant Price is not a number',
    ]);
  });

  it('accepts Published FALSE and a Compare At price not above the price as not on sale', () => {
    const [item] = products(parseShopifyCsv(csv('tee,Tee,,,,FALSE,,,,,,,T1,1,10,8,TRUE,FALSE,'), 'USD'));
    expect(item).toMatchObject({ published: false, variants: [{ price: 1000, salePrice: 0, onSale: false }] });
  });

  it('PDP-02 maps Variant Image to the variant\'s image, adding it to the product\'s images when no Image Src lists it', () => {
    const withVariantImage = (...rows: string[]) => [`${HEADER},Variant Image`, ...rows].join('\n');
    const [mug] = products(
      parseShopifyCsv(
        withVariantImage(
          'mug,Mug,,,,TRUE,Color,Sage,,,,,MUG-S,1,28,,TRUE,FALSE,https://img.example/mug.jpg,https://img.example/mug-sage.jpg',
          'mug,,,,,,,Charcoal,,,,,MUG-C,1,28,,TRUE,,,https://img.example/mug.jpg',
          'mug,,,,,,,Clay,,,,,MUG-K,1,28,,TRUE,,,',
        ),
        'USD',
      ),
    );
    expect(mug!.images).toEqual(['https://img.example/mug.jpg', 'https://img.example/mug-sage.jpg']);
    expect(mug!.variants.map((v) => [v.sku, v.image])).toEqual([
      ['MUG-S', 'https://img.example/mug-sage.jpg'],
      ['MUG-C', 'https://img.example/mug.jpg'],
      ['MUG-K', null],
    ]);
    expect(errorTexts(parseShopifyCsv(withVariantImage('mug,Mug,,,,TRUE,,,,,,,MUG-1,1,28,,TRUE,FALSE,,ftp://img.example/x.jpg'), 'USD'))).toEqual([
      'line 2: Variant Image is not a web address',
    ]);
  });
});

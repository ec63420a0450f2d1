import { describe, expect, it } from 'vitest';
import { CreateItemSchema, LinkSchema, UrlIdSchema } from './content.schema';

describe('content input schemas', () => {
  it('ADM-17 links are web addresses, mail or phone links, or site paths; never script links', () => {
    for (const ok of ['https://example.com', 'http://localhost:3000/x?y=1', 'mailto:hi@example.com', 'tel:+15551234', '/about', '/']) {
      expect(LinkSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['javascript:alert(1)', 'example.com', 'data:text/html,x', 'https://', `https://e.com/${'x'.repeat(2083)}`]) {
      const result = LinkSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
    }
    expect(LinkSchema.safeParse('javascript:x').error?.issues[0]?.message).toBe('Links must be formatted as https://example.com or /page.');
  });

  it('ADM-18 a URL id is lowercased and trimmed; anything else is "{val} is not a valid page URL."', () => {
    expect(UrlIdSchema.parse('  Summer-Sale ')).toBe('summer-sale');
    expect(UrlIdSchema.safeParse('summer sale').error?.issues[0]?.message).toBe('summer sale is not a valid page URL.');
  });

  it('GAP-92 GAP-97 colour data: six-digit hex, three digits expanded, # dropped', () => {
    const parsed = CreateItemSchema.parse({
      recordType: 2,
      colorData: { topLeftAverage: '#ABC', topRightAverage: '123456', bottomLeftAverage: 'fff', bottomRightAverage: '000000', centerAverage: 'a1b2c3' },
    });
    expect(parsed.colorData).toEqual({ topLeftAverage: 'aabbcc', topRightAverage: '123456', bottomLeftAverage: 'ffffff', bottomRightAverage: '000000', centerAverage: 'a1b2c3' });
    expect(CreateItemSchema.safeParse({ recordType: 2, colorData: { topLeftAverage: '12345' } }).success).toBe(false);
  });
});

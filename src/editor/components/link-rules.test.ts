import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkFileUrl,
  checkLink,
  checkPageUrl,
  checkPhone,
  checkWebUrl,
  EMAIL_FORMAT_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  linkInputOf,
  linkKindOf,
  PAGE_MESSAGE,
} from './link-rules';

const PAGES = ['/', '/about/', '/shop/', '/blog/'];

describe('link rules', () => {
  it('ADM-15 an empty email, or one without @, is "Please enter a valid email."', () => {
    expect(checkEmail('')).toEqual({ ok: false, message: 'Please enter a valid email.' });
    expect(checkEmail('   ')).toEqual({ ok: false, message: EMAIL_REQUIRED_MESSAGE });
    expect(checkEmail('hello.example.com')).toEqual({ ok: false, message: EMAIL_REQUIRED_MESSAGE });
  });

  it('ADM-16 an address with @ that is not name@domain.tld is "Emails must be formatted as a standard address."', () => {
    for (const bad of ['a@', '@example.com', 'a b@example.com', 'a@example', 'a@exa mple.com', 'a@@example.com', 'a@-x.com']) {
      expect(checkEmail(bad)).toEqual({ ok: false, message: 'Emails must be formatted as a standard address.' });
    }
    expect(checkEmail('a@example')).toEqual({ ok: false, message: EMAIL_FORMAT_MESSAGE });
    expect(checkEmail(' hello@example.com ')).toEqual({ ok: true, url: 'mailto:hello@example.com' });
    expect(checkEmail('mailto:first.last+tag@mail.example.co.uk')).toEqual({ ok: true, url: 'mailto:first.last+tag@mail.example.co.uk' });
  });

  it('ADM-17 a web address that is not a host, with or without http(s), is "Links must be formatted as {host} or {host}."', () => {
    const message = 'Links must be formatted as www.example.com or https://www.example.com.';
    for (const bad of ['', 'not a link', 'example', 'ftp://example.com', 'javascript:alert(1)', 'https://', 'https://user:pw@example.com', 'http://exa_mple.com']) {
      expect(checkWebUrl(bad)).toEqual({ ok: false, message });
    }
    expect(checkWebUrl('example.com')).toEqual({ ok: true, url: 'https://example.com' });
    expect(checkWebUrl('www.example.com/path?q=1')).toEqual({ ok: true, url: 'https://www.example.com/path?q=1' });
    expect(checkWebUrl('http://shop.example.org')).toEqual({ ok: true, url: 'http://shop.example.org' });
    expect(checkWebUrl('HTTPS://Example.com/a#b')).toEqual({ ok: true, url: 'HTTPS://Example.com/a#b' });
  });

  it("ADM-18 a page link that is not one of the site's page paths is '{val} is not a valid page URL.'", () => {
    expect(checkPageUrl('/nowhere', PAGES)).toEqual({ ok: false, message: '/nowhere is not a valid page URL.' });
    expect(checkPageUrl('about', PAGES)).toEqual({ ok: false, message: 'about is not a valid page URL.' });
    expect(checkPageUrl('//evil.example', PAGES)).toEqual({ ok: false, message: '//evil.example is not a valid page URL.' });
    expect(checkPageUrl('/about', PAGES)).toEqual({ ok: true, url: '/about' });
    expect(checkPageUrl('/about/', PAGES)).toEqual({ ok: true, url: '/about/' });
    expect(checkPageUrl('/', PAGES)).toEqual({ ok: true, url: '/' });
    expect(checkPageUrl('/blog/#latest', PAGES)).toEqual({ ok: true, url: '/blog/#latest' });
    expect(checkPageUrl('', PAGES)).toEqual({ ok: false, message: PAGE_MESSAGE });
  });

  it('phone and file links', () => {
    expect(checkPhone('+1 (555) 010-0199')).toEqual({ ok: true, url: 'tel:+15550100199' });
    expect(checkPhone('call me').ok).toBe(false);
    expect(checkPhone('12').ok).toBe(false);
    expect(checkFileUrl('/media/abc123/photo.png')).toEqual({ ok: true, url: '/media/abc123/photo.png' });
    expect(checkFileUrl('/about').ok).toBe(false);
    expect(checkLink('url', 'example.com', PAGES)).toEqual({ ok: true, url: 'https://example.com' });
  });

  it('reads the kind and the typed text back from a stored link', () => {
    expect(linkKindOf('')).toBe('page');
    expect(linkKindOf('/about/')).toBe('page');
    expect(linkKindOf('/media/a1/x.png')).toBe('file');
    expect(linkKindOf('MAILTO:a@b.co')).toBe('email');
    expect(linkKindOf('tel:+1555')).toBe('phone');
    expect(linkKindOf('https://example.com')).toBe('url');
    expect(linkKindOf('//example.com')).toBe('url');
    expect(linkInputOf('mailto:a%40b@c.co')).toBe('a@b@c.co');
    expect(linkInputOf('tel:+1555')).toBe('+1555');
  });
});

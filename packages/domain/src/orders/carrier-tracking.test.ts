import { describe, expect, it } from 'vitest';
import { carrierTrackingUrl } from './carrier-tracking.ts';

describe('carrierTrackingUrl', () => {
  it.each([
    ['UPS', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['ups', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['FedEx', '794616896420', 'https://www.fedex.com/fedextrack/?trknbr=794616896420'],
    ['FEDEX', '794616896420', 'https://www.fedex.com/fedextrack/?trknbr=794616896420'],
    [
      'DHL',
      'JD014600006281186180',
      'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD014600006281186180',
    ],
    [
      'USPS',
      '9400111899223197428490',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
    ],
    ['  Ups ', '1Z-1', 'https://www.ups.com/track?tracknum=1Z-1'],
  ])('%s %s → %s', (carrier, trackingNumber, url) => {
    expect(carrierTrackingUrl(carrier, trackingNumber)).toBe(url);
  });

  it.each([
    ['a carrier we do not know', 'Royal Mail', 'AB123456789GB'],
    ['a carrier name that only contains a known one', 'UPS Freight Partner', '1Z-1'],
    ['no carrier', null, '1Z-1'],
    ['an empty carrier', '', '1Z-1'],
    ['an empty number', 'UPS', '   '],
    // A carrier typed as an object's own property name is no carrier either.
    ['constructor', 'constructor', '1Z-1'],
    ['__proto__', '__proto__', '1Z-1'],
  ])('%s → null (shown as plain text)', (_why, carrier, trackingNumber) => {
    expect(carrierTrackingUrl(carrier, trackingNumber)).toBeNull();
  });

  it.each([
    ['1Z 999 AA1', 'https://www.ups.com/track?tracknum=1Z%20999%20AA1'],
    ['1Z&tracknum=evil', 'https://www.ups.com/track?tracknum=1Z%26tracknum%3Devil'],
    [
      '"><script>alert(1)</script>',
      'https://www.ups.com/track?tracknum=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ],
    ['../../#x?y', 'https://www.ups.com/track?tracknum=..%2F..%2F%23x%3Fy'],
  ])('a number with spaces or odd characters is encoded, never injected: %j', (trackingNumber, url) => {
    const built = carrierTrackingUrl('UPS', trackingNumber);
    expect(built).toBe(url);
    // The carrier's own page, with the number as one query value: nothing in it ends the value or the address.
    const value = built!.slice('https://www.ups.com/track?tracknum='.length);
    expect(value).not.toMatch(/[\s&#?/<>"=]/);
    expect(decodeURIComponent(value)).toBe(trackingNumber);
  });
});

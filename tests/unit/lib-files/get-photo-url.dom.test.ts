import { getPhotoUrl } from '@/lib/files/get-photo-url';

import { backend } from '../kit/fake-backend';

const A = '10000000-0000-4000-8000-00000000000a';

describe('getPhotoUrl', () => {
  it('builds the public URL of a photo without a request, keeps https, and refuses the rest', () => {
    expect(getPhotoUrl(`storage://photos/${A}/contacto-1.svg`)).toBe(
      `${backend.url}/storage/v1/object/public/photos/${A}/contacto-1.svg`,
    );
    expect(getPhotoUrl('https://cdn.example.com/p.png')).toBe('https://cdn.example.com/p.png');
    expect(getPhotoUrl(`storage://invoices/${A}/A-1001.pdf`)).toBeNull();
    expect(getPhotoUrl('javascript:alert(1)')).toBeNull();
    expect(getPhotoUrl('http://x/p.png')).toBeNull();
    expect(getPhotoUrl(null)).toBeNull();
    expect(backend.requests).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { CHUNK_ID_NAMESPACE, DNS_NAMESPACE, URL_NAMESPACE, pointIdForChunk, uuid5 } from './uuid5';

// Expected values computed with Python's uuid.uuid5 (an independent implementation).
describe('uuid5', () => {
  it.each([
    ['python.org', DNS_NAMESPACE, '886313e1-3b8a-5372-9b90-0c9aee199e5d'],
    ['https://www.python.org/', URL_NAMESPACE, '5406f80d-92e9-51cd-a176-77445955e733'],
    ['urn:duoc-thu:chunk-id', URL_NAMESPACE, CHUNK_ID_NAMESPACE],
    [
      'ABACAVIR__lieu_luong_va_cach_dung__0',
      CHUNK_ID_NAMESPACE,
      'e93d4aff-e042-5bff-baee-bab058242949',
    ],
    ['natri_clorid__chi_dinh__0', CHUNK_ID_NAMESPACE, 'c780a487-e070-5127-9664-f8a18b84d840'],
    // names are hashed as UTF-8
    ['thuốc', CHUNK_ID_NAMESPACE, '9ec1ef80-120d-5014-bd79-5d49d68b3513'],
  ])('uuid5(%j, %s) = %s', (name, namespace, expected) => {
    expect(uuid5(name, namespace)).toBe(expected);
  });

  it('pins the project namespace (changing it would re-key every stored point)', () => {
    expect(CHUNK_ID_NAMESPACE).toBe('d82f6fcf-1f91-53d9-8599-b506025ec02a');
    expect(pointIdForChunk('natri_clorid__chi_dinh__0')).toBe(
      'c780a487-e070-5127-9664-f8a18b84d840',
    );
  });

  it('sets version 5 and the RFC 4122 variant', () => {
    const id = pointIdForChunk('x__chi_dinh__0');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('refuses a namespace that is not a UUID', () => {
    expect(() => uuid5('x', 'not-a-uuid')).toThrow(/namespace/);
  });
});

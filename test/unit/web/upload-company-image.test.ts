import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@schemas/routes';
import { ApiError } from '@web/lib/api-error';
import { uploadCompanyImage } from '@web/lib/api/upload-company-image';
import { fakeApi, useFakeApi } from './support/fake-api';

// The fake API stands in for the server; fetch for the storage PUT.
useFakeApi();
const apiRequest = fakeApi.request;
const fetchMock = vi.fn();

const png = (size = 1000) => new File([new Uint8Array(size)], 'logo.png', { type: 'image/png' });
const ticket = {
  mediaId: 'companies/c/1-a-logo.png',
  uploadUrl: 'http://s3/pending/x',
  headers: { 'content-type': 'image/png' },
  expiresInSeconds: 300,
};

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadCompanyImage', () => {
  it('asks for a presigned PUT, sends the file there, then has the server check it', async () => {
    fakeApi
      .on(routes.createImageUpload, ticket)
      .on(routes.uploadImage, { file: { url: 'http://s3/logo.png', mediaId: ticket.mediaId } });
    const file = png();
    await expect(uploadCompanyImage(file, 'logo')).resolves.toEqual({
      url: 'http://s3/logo.png',
      mediaId: ticket.mediaId,
    });
    expect(apiRequest).toHaveBeenNthCalledWith(1, routes.createImageUpload, {
      body: { kind: 'logo', fileName: 'logo.png', contentType: 'image/png', size: 1000 },
    });
    expect(fetchMock).toHaveBeenCalledWith(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: file });
    expect(apiRequest).toHaveBeenNthCalledWith(2, routes.uploadImage, {
      body: { mediaId: ticket.mediaId, kind: 'logo' },
    });
  });

  it("says 'Invalid file provided for {kind} upload' for no file or a type other than JPEG/PNG", async () => {
    await expect(uploadCompanyImage(null, 'hero')).rejects.toThrow('Invalid file provided for hero upload');
    const gif = new File(['GIF89a'], 'x.gif', { type: 'image/gif' });
    await expect(uploadCompanyImage(gif, 'logo')).rejects.toThrow('Invalid file provided for logo upload');
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("says 'Failed to upload image: {reason}' with the server's reason, and refuses over 10 MB before sending", async () => {
    fakeApi
      .on(routes.createImageUpload, ticket)
      .on(routes.uploadImage, new ApiError(400, 'The logo must be at least 400x400 pixels (this one is 200x200)'));
    await expect(uploadCompanyImage(png(), 'logo')).rejects.toThrow(
      'Failed to upload image: The logo must be at least 400x400 pixels (this one is 200x200)',
    );
    await expect(uploadCompanyImage(png(10 * 1024 * 1024 + 1), 'logo')).rejects.toThrow(
      'Failed to upload image: The image must be at most 10 MB',
    );
  });

  it("says 'No file URL received for image upload' when the answer has none", async () => {
    fakeApi.on(routes.createImageUpload, ticket).on(routes.uploadImage, { file: { url: '', mediaId: ticket.mediaId } });
    await expect(uploadCompanyImage(png(), 'logo')).rejects.toThrow('No file URL received for image upload');
  });
});

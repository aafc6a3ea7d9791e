// The web app's API client is the one both browser apps share.
export * from '@app/shared/common/api-client';

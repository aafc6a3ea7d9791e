// Paytm's official checksum library (npm `paytmchecksum`, plain CommonJS without types): the
// members the Paytm provider uses.
declare module 'paytmchecksum' {
  const PaytmChecksum: {
    /** A string is signed as it is (a JSON body); an object as its sorted values joined by |. */
    generateSignature: (params: string | Record<string, string>, key: string) => Promise<string>;
    /** Deletes CHECKSUMHASH from an object it is given; throws on a key that is not 16 bytes. */
    verifySignature: (
      params: string | Record<string, string>,
      key: string,
      checksum: string,
    ) => boolean;
  };
  export default PaytmChecksum;
}

/** The team a jersey is designed for: what the dialog passes to the (lazily loaded) designer. */
export type DesignerTeam = {
  id: string;
  name: string;
  trade: string;
  tradeCode: string;
  jerseyColor: string;
  accentColor: string;
};

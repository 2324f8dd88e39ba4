-- The office or broker that looks after a client (clientes.id_owner_propio_cliente): what 'Mi Oficina'
-- and a broker's client's card show besides the phone. The portfolio reads it, so a change
-- forgets every stored answer, as a change to the draws does.
CREATE TABLE oficinas (
  id_owner bigint PRIMARY KEY,
  nombre text NOT NULL,
  direccion text,
  email text,
  horario text
);

CREATE TRIGGER portfolio_olvida_ins_del AFTER INSERT OR DELETE ON oficinas
  FOR EACH ROW EXECUTE FUNCTION portfolio_olvida('todos');
CREATE TRIGGER portfolio_olvida_upd AFTER UPDATE ON oficinas
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION portfolio_olvida('todos');

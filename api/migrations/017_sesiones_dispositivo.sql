-- The device a session was opened from, as the coarse label the customer sees in 'Mis datos'
-- ('Chrome en Android'): browser family and system only, never the User-Agent itself.
ALTER TABLE sesiones ADD COLUMN dispositivo text CHECK (length(dispositivo) <= 60);

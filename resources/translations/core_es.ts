<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Count</name>
    <message>
        <source>day</source>
        <translation>día</translation>
    </message>
    <message>
        <source>days</source>
        <translation>días</translation>
    </message>
    <message>
        <source>working day</source>
        <translation>día hábil</translation>
    </message>
    <message>
        <source>working days</source>
        <translation>días hábiles</translation>
    </message>
</context>
<context>
    <name>Word</name>
    <message>
        <source>Recorded</source>
        <translation>Registrado</translation>
    </message>
    <message>
        <source>Amended</source>
        <translation>Corregido</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Anulado</translation>
    </message>
    <message>
        <source>Grease interceptor</source>
        <translation>Interceptor de grasa</translation>
    </message>
    <message>
        <source>Grease trap</source>
        <translation>Trampa de grasa</translation>
    </message>
    <message>
        <source>Other grease control device</source>
        <translation>Otro equipo de control de grasa</translation>
    </message>
    <message>
        <source>days</source>
        <translation>días</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>semanas</translation>
    </message>
    <message>
        <source>months</source>
        <translation>meses</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Cerrado</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <source>Spill</source>
        <translation>Derrame</translation>
    </message>
    <message>
        <source>Blockage</source>
        <translation>Obstrucción</translation>
    </message>
    <message>
        <source>Equipment breakdown</source>
        <translation>Falla del equipo</translation>
    </message>
    <message>
        <source>Accident</source>
        <translation>Accidente</translation>
    </message>
    <message>
        <source>Human error</source>
        <translation>Error humano</translation>
    </message>
    <message>
        <source>Expected exceedance</source>
        <translation>Exceso previsto</translation>
    </message>
    <message>
        <source>Mail</source>
        <translation>Correo postal</translation>
    </message>
    <message>
        <source>Certified mail</source>
        <translation>Correo certificado</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>Correo electrónico</translation>
    </message>
    <message>
        <source>Hand delivery</source>
        <translation>Entrega en mano</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ciudad</translation>
    </message>
    <message>
        <source>Health department</source>
        <translation>Departamento de Salud</translation>
    </message>
    <message>
        <source>Pump-out</source>
        <translation>Bombeo</translation>
    </message>
    <message>
        <source>Cleaning</source>
        <translation>Limpieza</translation>
    </message>
    <message>
        <source>Measurement</source>
        <translation>Medición</translation>
    </message>
    <message>
        <source>Inspection</source>
        <translation>Inspección</translation>
    </message>
    <message>
        <source>Interceptor contents</source>
        <translation>Contenido del interceptor</translation>
    </message>
    <message>
        <source>Trap contents</source>
        <translation>Contenido de la trampa</translation>
    </message>
    <message>
        <source>Waste cooking oil</source>
        <translation>Aceite de cocina usado</translation>
    </message>
    <message>
        <source>New-hire</source>
        <translation>Empleado nuevo</translation>
    </message>
    <message>
        <source>Semiannual</source>
        <translation>Semestral</translation>
    </message>
    <message>
        <source>Refresher</source>
        <translation>Repaso</translation>
    </message>
    <message>
        <source>pad</source>
        <translation>tableta de firma</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>escrita</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>en papel</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Signature on file</source>
        <translation>Firma archivada</translation>
    </message>
    <message>
        <source>Typed attestation</source>
        <translation>Declaración escrita</translation>
    </message>
    <message>
        <source>Unsigned</source>
        <translation>Sin firmar</translation>
    </message>
    <message>
        <source>Service now</source>
        <translation>Dar servicio ya</translation>
    </message>
    <message>
        <source>Trap cleaning</source>
        <translation>Limpieza de trampa</translation>
    </message>
    <message>
        <source>New-hire training</source>
        <translation>Capacitación de empleado nuevo</translation>
    </message>
    <message>
        <source>Semiannual training</source>
        <translation>Capacitación semestral</translation>
    </message>
    <message>
        <source>City phone notice</source>
        <translation>Aviso telefónico a la Ciudad</translation>
    </message>
    <message>
        <source>Health dept phone notice</source>
        <translation>Aviso telefónico a Salud</translation>
    </message>
    <message>
        <source>Written confirmation</source>
        <translation>Confirmación por escrito</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>Cumplido</translation>
    </message>
    <message>
        <source>Upcoming</source>
        <translation>Próximo</translation>
    </message>
    <message>
        <source>Due soon</source>
        <translation>Vence pronto</translation>
    </message>
    <message>
        <source>Overdue</source>
        <translation>Vencido</translation>
    </message>
    <message>
        <source>Met late</source>
        <translation>Cumplido tarde</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>No cumplido</translation>
    </message>
</context>
</TS>
